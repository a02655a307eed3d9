import type { Field } from '@docsift/core/doctype';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Names the fields whose index the server is rebuilding after a change of the doctype's fields
 * (the records page's `reindexing`): sorting and filtering by them are slower meanwhile. The
 * rebuild ends with a doctype change, which reloads the view (records-reload.ts) and so takes
 * the notice away.
 */
export function ReindexingNotice({
  fields,
  reindexing,
}: {
  fields: readonly Field[];
  reindexing: readonly string[];
}) {
  const { t } = useTranslation();
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
