import type { Doctype, Field } from '@docsift/core/doctype';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import { doctypeKeys, updateDoctype } from '../doctypes/doctypes-api.ts';

/** Saves a new field order on the doctype; the columns move at once and move back on failure. */
export function useFieldOrder(doctype: Doctype) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = doctypeKeys.one(doctype.id);
  return async (fields: Field[]) => {
    const previous = doctype.fields;
    queryClient.setQueryData<Doctype | null>(key, (cached) => cached && { ...cached, fields });
    try {
      queryClient.setQueryData(key, await updateDoctype(doctype.id, { fields }));
    } catch (error) {
      queryClient.setQueryData<Doctype | null>(
        key,
        (cached) => cached && { ...cached, fields: previous },
      );
      void showFlash({
        type: 'danger',
        message: errorText(t, error),
      });
    }
  };
}
