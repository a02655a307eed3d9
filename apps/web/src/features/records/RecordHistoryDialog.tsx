import type { Field } from '@docsift/core/doctype';
import type { RecordChange } from '@docsift/core/record';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { cellText } from '../../lib/values/cell-value.ts';
import { useRecordHistory } from './records-api.ts';

/** Who changed which value of a record, from what to what, newest first (issue 29). */
export function RecordHistoryDialog({
  doctype,
  fields,
  recordId,
}: {
  doctype: string;
  fields: readonly Field[];
  recordId: string;
}) {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory(doctype, recordId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const changes = history.data?.changes ?? [];
  if (history.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <Stack>
      <ErrorCard error={history.error} />
      {history.isSuccess && changes.length === 0 && (
        <Text c="dimmed" data-testid="history-empty">
          {t('doctypes.records.history_empty')}
        </Text>
      )}
      {changes.length > 0 && (
        <Table aria-label={t('doctypes.records.history')} data-testid="record-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('doctypes.records.history_field')}</Table.Th>
              <Table.Th>{t('doctypes.records.history_change')}</Table.Th>
              <Table.Th>{t('doctypes.records.history_by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <ChangeRow key={change.id} change={change} fields={fields} when={when} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function ChangeRow({
  change,
  fields,
  when,
}: {
  change: RecordChange;
  fields: readonly Field[];
  when: Intl.DateTimeFormat;
}) {
  const { t, i18n } = useTranslation();
  const field = fields.find((candidate) => candidate.key === change.field);
  const shown = (value: RecordChange['from']) =>
    value === null
      ? t('doctypes.records.history_empty_value')
      : cellText(value, field?.type ?? 'string', i18n.language);
  return (
    <Table.Tr>
      <Table.Td>{field?.caption ?? change.field}</Table.Td>
      <Table.Td>
        <Text span c="dimmed" td="line-through">
          {shown(change.from)}
        </Text>{' '}
        → <Text span>{shown(change.to)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {change.by ? change.by.name || change.by.email : t('doctypes.records.history_former')}
        </Text>
        <Text size="xs" c="dimmed">
          {when.format(change.at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
