import type { Upload } from '@docsift/core/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { confirmDelete } from '../../components/dialogs/confirm-action.tsx';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { putUpload, whenChanged } from './upload-cache.ts';
import type { UploadMenuEntry } from './upload-state.ts';
import type { PipelineAction } from './uploads-api.ts';
import { deleteUpload, runPipelineAction, uploadKeys } from './uploads-api.ts';
import { workingUploads } from './working-uploads.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

/** What each menu entry, the reparse button and the retry button do to one upload. */
export function useUploadActions(openUploadId: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useNotifiedMutation({
    // The 202 only queues the job: the upload spins until the job's first change arrives.
    mutationFn: ({ upload, action }: { upload: Upload; action: PipelineAction }) =>
      workingUploads.during(upload.id, async () => {
        const queued = (await runPipelineAction(upload.id, action)) ?? upload;
        putUpload(queryClient, queued);
        void showFlash({
          type: 'info',
          message: t(`doctypes.uploads.started.${action}`, { filename: upload.filename }),
        });
        void queryClient.invalidateQueries({ queryKey: uploadKeys.one(upload.id) });
        void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(upload.target) });
        await whenChanged(queryClient, queued);
      }),
  });
  const run = (upload: Upload, action: PipelineAction) => running.mutate({ upload, action });

  const removing = useNotifiedMutation({
    mutationFn: (upload: Upload) => deleteUpload(upload.id),
    onSuccess: async (_, upload) => {
      if (upload.id === openUploadId) await navigate(doctypeRecordsPath(upload.target));
      queryClient.removeQueries({ queryKey: uploadKeys.one(upload.id) });
      void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(upload.target) });
      // Its notifications went with it: the drawer must not keep links to a missing page.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void showFlash({ message: t('successfully_deleted') });
    },
  });
  const remove = async (upload: Upload) => {
    if (await confirmDelete(t)) removing.mutate(upload);
  };

  const choose = (upload: Upload, entry: UploadMenuEntry) => {
    switch (entry) {
      case 'scan':
      case 'parse':
      case 'ocr':
        return run(upload, entry);
      case 'calibrate':
        return navigate(`/doctype/${upload.target}/fields?upload=${encodeURIComponent(upload.id)}`);
      case 'delete':
        return remove(upload);
    }
  };

  return { choose, run, remove };
}
