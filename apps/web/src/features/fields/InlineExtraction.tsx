import '@mantine/core/styles/Table.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { parseInline } from './calibration-api.ts';
import type { FieldRow } from './field-list.ts';
import { invalidRowIds, toFieldInputs } from './field-list.ts';
import { TableScroller } from '../../components/TableScroller.tsx';

interface InlineExtractionProps {
  doctypeId: string;
  uploadId: string;
  mode: DoctypeMode;
  prompt: string;
  rows: FieldRow[];
  label: string;
  onNavigate: (to: string) => void;
}

const show = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Extracts one upload with the fields as edited, unsaved, and shows the rows it found. */
export function InlineExtraction({
  doctypeId,
  uploadId,
  mode,
  prompt,
  rows,
  label,
  onNavigate,
}: InlineExtractionProps) {
  const { t } = useTranslation();
  const extraction = useMutation({
    mutationFn: () =>
      parseInline(doctypeId, { uploadId, doctype: { mode, prompt, fields: toFieldInputs(rows) } }),
  });
  const canRun = rows.length > 0 && invalidRowIds(rows).size === 0;
  const result = extraction.data;

  return (
    <Stack gap="xs" data-testid="inline-extraction">
      <Group>
        <Button
          variant="light"
          onClick={() => extraction.mutate()}
          loading={extraction.isPending}
          disabled={!canRun}
        >
          {label}
        </Button>
      </Group>
      <ErrorCard error={extraction.error} onNavigate={onNavigate} />
      {result && result.rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('doctypes.fields.calibrate_empty')}
        </Text>
      )}
      {result && result.rows.length > 0 && (
        <TableScroller minWidth={400}>
          <Table striped withTableBorder data-testid="inline-rows">
            <Table.Thead>
              <Table.Tr>
                {result.fields.map((field) => (
                  <Table.Th key={field.key}>{field.caption}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((found, index) => (
                <Table.Tr key={index}>
                  {result.fields.map((field) => (
                    <Table.Td key={field.key}>{show(found[field.key])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
}
