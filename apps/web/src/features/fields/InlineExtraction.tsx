import '@mantine/core/styles/Table.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { parseInline } from './calibration-api.ts';
import type { FieldDraft, FieldListValues } from './field-list.ts';
import { TableScroller } from '../../components/TableScroller.tsx';
import { cellText } from '../../lib/values/cell-value.ts';

interface InlineExtractionProps {
  doctypeId: string;
  uploadId: string;
  mode: DoctypeMode;
  prompt: string;
  label: string;
  onNavigate: (to: string) => void;
}

/**
 * Extracts one upload with the fields of the surrounding form as edited, unsaved, and shows the
 * rows it found. The fields are checked by the form's schema first, their errors shown in place.
 */
export function InlineExtraction({
  doctypeId,
  uploadId,
  mode,
  prompt,
  label,
  onNavigate,
}: InlineExtractionProps) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<FieldListValues>();
  const hasFields = useWatch({ control: form.control, name: 'fields' }).length > 0;
  const extraction = useMutation({
    mutationFn: (fields: FieldDraft[]) =>
      parseInline(doctypeId, { uploadId, doctype: { mode, prompt, fields } }),
  });
  const run = async () => {
    if (await form.trigger('fields', { shouldFocus: true }))
      extraction.mutate(form.getValues('fields'));
  };
  const result = extraction.data;

  return (
    <Stack gap="xs" data-testid="inline-extraction">
      <Group>
        <Button
          variant="light"
          onClick={() => void run()}
          loading={extraction.isPending}
          disabled={!hasFields}
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
                    <Table.Td key={field.key}>
                      {cellText(found[field.key], field.type, i18n.language)}
                    </Table.Td>
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
