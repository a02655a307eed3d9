import type { Doctype } from '@docsift/core/doctype';
import { needsReparse, type Upload } from '@docsift/core/upload';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { showFlash } from '../../components/flash.tsx';
import { RefreshIcon } from '../../components/icons.tsx';
import { reparseDoctype } from '../doctypes/doctypes-api.ts';
import type { RecordView } from '@docsift/core/record-filter';
import { BulkUploadsDialog } from './BulkUploadsDialog.tsx';
import { uploadKeys } from '../uploads/uploads-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

interface BulkUploadActionsProps {
  doctype: Doctype;
  /**
   * The doctype's listed uploads, as the records page read them. Read here too, they were asked
   * for again: this mounts once they have come, and finds them stale (issue 29).
   */
  uploads: readonly Upload[];
  openUploadId: string | null;
  /** The records view's filters, sort and search, which an export of the chosen uploads keeps. */
  view: RecordView;
  onDeletedOpenUpload: () => void;
}

/**
 * Above the records: choose several uploads to delete, extract again or export, and extract
 * again every upload parsed with older fields at once.
 */
export function BulkUploadActions({
  doctype,
  uploads,
  openUploadId,
  view,
  onDeletedOpenUpload,
}: BulkUploadActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Of the listed uploads; the server reparses every outdated one, listed or not.
  const outdated = uploads.filter((upload) => needsReparse(upload, doctype.hash)).length;
  const reparseOutdated = useNotifiedMutation({
    mutationFn: () => reparseDoctype(doctype.id),
    onSuccess: ({ queued }) => {
      void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(doctype.id) });
      void showFlash({ message: t('doctypes.bulk.reparse', { count: queued }) });
    },
  });
  if (!uploads.length) return null;
  const open = () =>
    void openDialog<void>({
      title: t('doctypes.bulk.title'),
      // Wide enough for its four buttons on one row.
      size: 'lg',
      render: (close, dialog) => (
        <BulkUploadsDialog
          doctype={doctype}
          view={view}
          openUploadId={openUploadId}
          onDeletedOpenUpload={onDeletedOpenUpload}
          onClose={() => close()}
          holdEscape={dialog.holdEscape}
        />
      ),
    });
  // Loose buttons: the records page's row lays them out beside Download, filling a phone's rows.
  return (
    <>
      {outdated > 0 && (
        <Button
          size="sm"
          variant="light"
          leftSection={<RefreshIcon size={14} />}
          loading={reparseOutdated.isPending}
          onClick={() => reparseOutdated.mutate()}
          data-testid="reparse-outdated"
        >
          {t('doctypes.bulk.reparse_outdated', { count: outdated })}
        </Button>
      )}
      <Button size="sm" variant="default" onClick={open} data-testid="bulk-uploads">
        {t('doctypes.bulk.open')}
      </Button>
    </>
  );
}
