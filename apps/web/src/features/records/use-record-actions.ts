import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/dialogs/confirm-action.tsx';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import type { RecordPages } from './record-pages.ts';
import { dropRecord, patchRecord, revertCell } from './record-pages.ts';
import { deleteRecord, putRecord, recordKeys, updateRecord } from './records-api.ts';

/**
 * Cell edits (optimistic, rolled back with a notice on failure) and row deletes of one doctype
 * (the review screen approves through use-approvals.ts).
 */
export function useRecordActions(doctype: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const updatePages = (change: (pages: RecordPages) => RecordPages) =>
    queryClient.setQueriesData<RecordPages>(
      { queryKey: recordKeys.lists(doctype) },
      (pages) => pages && change(pages),
    );

  // The record's own query (the review screen) shows the value at once, as the pages do.
  const patchOne = (id: string, key: string, value: FieldValue) =>
    queryClient.setQueryData<DocRecord>(
      recordKeys.one(doctype, id),
      (old) => old && { ...old, data: { ...old.data, [key]: value } },
    );
  const recountReview = () =>
    void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });

  /** The record as saved; null when the value was unchanged or the edit failed (said in a notice). */
  const edit = async (
    record: DocRecord,
    field: Field,
    value: FieldValue,
  ): Promise<DocRecord | null> => {
    const previous = record.data[field.key] ?? null;
    if (previous === value) return null;
    updatePages((pages) => patchRecord(pages, record.id, { [field.key]: value }));
    patchOne(record.id, field.key, value);
    try {
      const saved = await updateRecord(doctype, record.id, { [field.key]: value });
      putRecord(queryClient, doctype, saved);
      if (saved.review.state !== record.review.state) recountReview();
      return saved;
    } catch (error) {
      updatePages((pages) => revertCell(pages, record.id, field.key, value, previous));
      patchOne(record.id, field.key, previous);
      void showFlash({
        type: 'danger',
        message: t('doctypes.records.edit_failed', {
          caption: field.caption,
          reason: errorText(t, error),
        }),
      });
      return null;
    }
  };

  const removing = useNotifiedMutation({
    mutationFn: (record: DocRecord) => deleteRecord(doctype, record.id),
    onSuccess: (_, record) => {
      updatePages((pages) => dropRecord(pages, record.id));
      void showFlash({ message: t('successfully_deleted') });
    },
  });
  const remove = async (record: DocRecord) => {
    if (await confirmDelete(t)) removing.mutate(record);
  };

  return { edit, remove };
}
