import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { showFlash } from '../../components/flash.tsx';
import { uploadKeys } from '../uploads/uploads-api.ts';
import type { RecordPages } from './record-pages.ts';
import { dropRecord } from './record-pages.ts';
import { approveRecords, deleteRecords, putRecord, recordKeys } from './records-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

/**
 * Approving and deleting the records chosen in the table, each in one request (all or none);
 * `onDone` runs after either succeeded. Failures are said in a notice.
 */
export function useBulkRecordActions(doctype: string, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const approve = useNotifiedMutation({
    mutationFn: (ids: readonly string[]) => approveRecords(doctype, ids),
    onSuccess: ({ records }) => {
      for (const record of records) putRecord(queryClient, doctype, record);
      void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
      void showFlash({
        message: t('doctypes.records.selection.approved', { count: records.length }),
      });
      onDone();
    },
  });

  const remove = useNotifiedMutation({
    mutationFn: (ids: readonly string[]) => deleteRecords(doctype, ids),
    onSuccess: (_, ids) => {
      queryClient.setQueriesData<RecordPages>(
        { queryKey: recordKeys.lists(doctype) },
        (pages) => pages && ids.reduce(dropRecord, pages),
      );
      void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
      // Each upload's line counts its records.
      void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(doctype) });
      void showFlash({ message: t('doctypes.records.selection.deleted', { count: ids.length }) });
      onDone();
    },
  });

  /** Asks first, as a single record's delete does. */
  const confirmRemove = async (ids: readonly string[]) => {
    const isConfirmed = await confirmAction({
      title: t('common.confirm'),
      message: t('doctypes.records.selection.confirm_delete', { count: ids.length }),
      confirm: t('doctypes.records.selection.delete'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (isConfirmed) remove.mutate(ids);
  };

  return { approve, remove, confirmRemove };
}
