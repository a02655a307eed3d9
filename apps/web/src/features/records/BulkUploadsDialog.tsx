import type { Doctype } from '@docsift/core/doctype';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { errorCodeOf } from '../../lib/http/api-error.ts';
import { DownloadDialog } from '../exports/DownloadDialog.tsx';
import type { PickedUpload } from '../exports/UploadPicker.tsx';
import { UploadPicker } from '../exports/UploadPicker.tsx';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import type { RecordView } from '@docsift/core/record-filter';
import { recordKeys } from './records-api.ts';
import { deleteUpload, runPipelineAction, uploadKeys } from '../uploads/uploads-api.ts';
import { useMayDeleteUpload } from '../uploads/use-may-delete-upload.ts';

interface BulkUploadsDialogProps {
  doctype: Doctype;
  view: RecordView;
  /** The upload the page shows, so the page can leave it when it is deleted. */
  openUploadId: string | null;
  onDeletedOpenUpload: () => void;
  onClose: () => void;
  holdEscape: (isHeld: boolean) => void;
}

type Step = { name: 'pick' } | { name: 'confirm-delete' | 'export'; uploads: PickedUpload[] };

/** Runs `act` on each upload one after another; how many succeeded and the first error. */
async function eachUpload(uploads: PickedUpload[], act: (id: string) => Promise<unknown>) {
  let done = 0;
  let firstError: unknown = null;
  for (const upload of uploads) {
    try {
      await act(upload.id);
      done += 1;
    } catch (error) {
      firstError ??= error;
    }
  }
  return { done, failed: uploads.length - done, firstError };
}

/**
 * Choose uploads of the doctype (checkboxes, select all), then delete them, extract them again
 * or export their records. A confirmation step stays inside the dialog: a second modal would
 * replace this one and forget the choice.
 */
export function BulkUploadsDialog(props: BulkUploadsDialogProps) {
  const { doctype, view, openUploadId, onDeletedOpenUpload, onClose, holdEscape } = props;
  const { t } = useTranslation();
  const mayDelete = useMayDeleteUpload(doctype.author);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [chosen, setChosen] = useState<readonly PickedUpload[]>([]);
  // The picker closes the dialog on Escape itself (onCancel): the dialog's own Escape is held.
  useEffect(() => holdEscape(step.name === 'pick'), [holdEscape, step.name]);

  const reloadUploads = () => {
    void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(doctype.id) });
    void queryClient.invalidateQueries({ queryKey: ['upload-picker', doctype.id] });
    void queryClient.invalidateQueries({ queryKey: uploadKeys.summaries });
  };
  const report = (
    key: 'deleted' | 'reparse',
    { done, failed, firstError }: Awaited<ReturnType<typeof eachUpload>>,
  ) =>
    void showFlash({
      type: failed > 0 ? 'danger' : 'info',
      message: [
        t(`doctypes.bulk.${key}`, { count: done }),
        failed > 0
          ? `${t('doctypes.bulk.failed', { count: failed })} ${t(`errors.${errorCodeOf(firstError)}`)}`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    });

  const remove = useMutation({
    mutationFn: (uploads: PickedUpload[]) => eachUpload(uploads, deleteUpload),
    onSuccess: (outcome, uploads) => {
      reloadUploads();
      void queryClient.invalidateQueries({ queryKey: recordKeys.lists(doctype.id) });
      // Their notifications went with them: the drawer must not keep links to missing pages.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      if (uploads.some(({ id }) => id === openUploadId)) onDeletedOpenUpload();
      report('deleted', outcome);
      onClose();
    },
  });
  const reparse = useMutation({
    mutationFn: (uploads: PickedUpload[]) =>
      eachUpload(uploads, (id) => runPipelineAction(id, 'parse')),
    onSuccess: (outcome) => {
      reloadUploads();
      report('reparse', outcome);
      onClose();
    },
  });

  if (step.name === 'export')
    return (
      <DownloadDialog
        doctype={doctype}
        upload={null}
        picked={step.uploads}
        view={view}
        onClose={onClose}
        holdEscape={holdEscape}
      />
    );
  if (step.name === 'confirm-delete')
    return (
      <Stack data-testid="bulk-confirm-delete">
        <Text>{t('doctypes.bulk.confirm_delete', { count: step.uploads.length })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep({ name: 'pick' })}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            data-autofocus
            loading={remove.isPending}
            onClick={() => remove.mutate(step.uploads)}
          >
            {t('doctypes.bulk.delete', { count: step.uploads.length })}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <UploadPicker
      doctypeId={doctype.id}
      isMultiple
      initial={chosen}
      onCancel={onClose}
      renderActions={(uploads) => {
        const isNone = uploads.length === 0;
        // A member may delete their own uploads only (the server's rule): the others are left out.
        const deletable = uploads.filter(mayDelete);
        const go = (name: 'confirm-delete' | 'export', acted: PickedUpload[]) => {
          setChosen(uploads);
          setStep({ name, uploads: acted });
        };
        return (
          <>
            <Button
              variant="default"
              disabled={isNone}
              loading={reparse.isPending}
              onClick={() => reparse.mutate(uploads)}
            >
              {t('doctypes.bulk.reparse_action')}
            </Button>
            <Button variant="default" disabled={isNone} onClick={() => go('export', uploads)}>
              {t('doctypes.bulk.export_action')}
            </Button>
            <Button
              color="red"
              disabled={deletable.length === 0}
              onClick={() => go('confirm-delete', deletable)}
            >
              {t('doctypes.bulk.delete', { count: deletable.length })}
            </Button>
          </>
        );
      }}
    />
  );
}
