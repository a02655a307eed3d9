import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/dialogs/confirm-action.tsx';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import type { RecordPages } from './record-pages.ts';
import { dropRecord, patchRecord, replaceRecord, revertCell } from './record-pages.ts';
import { deleteRecord, recordKeys, updateRecord } from './records-api.ts';

/** Cell edits (optimistic, rolled back with a notice on failure) and row deletes of one doctype. */
export function useRecordActions(doctype: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const updatePages = (change: (pages: RecordPages) => RecordPages) =>
    queryClient.setQueriesData<RecordPages>(
      { queryKey: recordKeys.lists(doctype) },
      (pages) => pages && change(pages),
    );

  const edit = async (record: DocRecord, field: Field, value: FieldValue) => {
    const previous = record.data[field.key] ?? null;
    if (previous === value) return;
    updatePages((pages) => patchRecord(pages, record.id, { [field.key]: value }));
    try {
      const saved = await updateRecord(doctype, record.id, { [field.key]: value });
      updatePages((pages) => replaceRecord(pages, saved));
      if (saved.review.state !== record.review.state)
        void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
    } catch (error) {
      updatePages((pages) => revertCell(pages, record.id, field.key, value, previous));
      void showFlash({
        type: 'danger',
        message: t('doctypes.records.edit_failed', {
          caption: field.caption,
          reason: errorText(t, error),
        }),
      });
    }
  };

  const remove = async (record: DocRecord) => {
    const isConfirmed = await confirmDelete(t);
    if (!isConfirmed) return;
    try {
      await deleteRecord(doctype, record.id);
      updatePages((pages) => dropRecord(pages, record.id));
      void showFlash({ message: t('successfully_deleted') });
    } catch (error) {
      void showFlash({ type: 'danger', message: errorText(t, error) });
    }
  };

  return { edit, remove };
}
