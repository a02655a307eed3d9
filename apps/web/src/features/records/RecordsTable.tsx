import '@mantine/core/styles/Table.css';
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRecords } from './records-api.ts';
import { TableScroller } from '../../components/TableScroller.tsx';

const cellText = (value: FieldValue | undefined) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? '✓'
        : '✗'
      : String(value);

/** A plain table of the first records page: a row-number column, then the fields in order. */
export function RecordsTable({
  doctypeId,
  upload,
  fields,
}: {
  doctypeId: string;
  upload: string;
  fields: Field[];
}) {
  const { t } = useTranslation();
  const records = useRecords(doctypeId, upload, true);
  if (records.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const page = records.data;
  if (!page || page.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="records-empty">
        {t('doctypes.records.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <TableScroller minWidth={Math.max(400, fields.length * 140)}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          stickyHeader
          aria-label={t('doctypes.records.table')}
          data-testid="records-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={56}>
                {t('doctypes.records.row_number')}
              </Table.Th>
              {fields.map((field) => (
                <Table.Th key={field.key} scope="col">
                  {field.caption}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((record, index) => (
              <Table.Tr key={record.id}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                {fields.map((field) => (
                  <Table.Td key={field.key}>{cellText(record.data[field.key])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <Text size="sm" c="dimmed" ta="right" data-testid="records-count">
        {t('doctypes.records.count', { loaded: page.records.length, total: page.total })}
      </Text>
    </Stack>
  );
}
