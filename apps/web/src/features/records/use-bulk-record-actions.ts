import type { BulkRecordsBody } from '@docsift/core/record';
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
 * What a bulk action acts on: records by id, or every record of the view by its conditions,
 * `count` of them (what the notices and the question say).
 */
export interface BulkTarget {
  body: BulkRecordsBody;
  count: number;
}

/**
 * Approving and deleting the records chosen in the table, each in one request (all or none);
 * `onDone` runs after either succeeded. Failures are said in a notice.
 */
export function useBulkRecordActions(doctype: string, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** A whole view's records may be thousands, mostly not loaded: its pages are read again. */
  const reloadLists = () => queryClient.invalidateQueries({ queryKey: recordKeys.lists(doctype) });

  const approve = useNotifiedMutation({
    mutationFn: ({ body }: BulkTarget) => approveRecords(doctype, body),
    onSuccess: ({ records }, { body }) => {
      if ('recordIds' in body)
        for (const record of records) putRecord(queryClient, doctype, record);
      else void reloadLists();
      void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
      void showFlash({
        message: t('doctypes.records.selection.approved', { count: records.length }),
      });
      onDone();
    },
  });

  const remove = useNotifiedMutation({
    mutationFn: ({ body }: BulkTarget) => deleteRecords(doctype, body),
    onSuccess: (_, { body, count }) => {
      if ('recordIds' in body)
        queryClient.setQueriesData<RecordPages>(
          { queryKey: recordKeys.lists(doctype) },
          (pages) => pages && body.recordIds.reduce(dropRecord, pages),
        );
      else void reloadLists();
      void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
      // Each upload's line counts its records.
      void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(doctype) });
      void showFlash({ message: t('doctypes.records.selection.deleted', { count }) });
      onDone();
    },
  });

  /** Asks first, as a single record's delete does. */
  const confirmRemove = async (target: BulkTarget) => {
    const isConfirmed = await confirmAction({
      title: t('common.confirm'),
      message: t('doctypes.records.selection.confirm_delete', { count: target.count }),
      confirm: t('doctypes.records.selection.delete'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (isConfirmed) remove.mutate(target);
  };

  return { approve, remove, confirmRemove };
}
