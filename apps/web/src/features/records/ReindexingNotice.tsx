import type { Field } from '@docsift/core/doctype';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { liveStatus } from '../events/live-status.ts';
import { recordKeys } from './records-api.ts';

/**
 * Names the fields whose index the server is rebuilding after a change of the doctype's fields
 * (the records page's `reindexing`): sorting and filtering by them are slower meanwhile. The
 * rebuild ends with a doctype change, which reloads the view and so takes the notice away.
 */
export function ReindexingNotice({
  doctypeId,
  upload,
  fields,
  reindexing,
}: {
  doctypeId: string;
  /** An upload id, or `all`. */
  upload: string;
  fields: readonly Field[];
  reindexing: readonly string[];
}) {
  const { t } = useTranslation();
  useReloadOnDoctypeChange(doctypeId, upload);
  const captions = fields
    .filter((field) => reindexing.includes(field.key))
    .map((field) => t('doctypes.records.reindexing_field', { caption: field.caption }));
  if (captions.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="records-reindexing">
      {t('doctypes.records.reindexing', { count: captions.length, fields: captions.join(', ') })}
    </Text>
  );
}

/**
 * A single upload's view reloads only when that upload is done (spec section 4, records-reload.ts);
 * while it shows fields being re-indexed it also reloads when the doctype reports a change.
 * The all-uploads view reloads on every doctype change already.
 */
function useReloadOnDoctypeChange(doctype: string, upload: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (upload === 'all') return;
    return liveStatus.subscribe((event) => {
      if (event.type === 'doctype-changed' && event.doctype === doctype)
        void queryClient.invalidateQueries({ queryKey: recordKeys.list(doctype, upload) });
    });
  }, [queryClient, doctype, upload]);
}
