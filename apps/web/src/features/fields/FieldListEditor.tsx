import '../../components/select-styles.ts';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { fieldTypes } from '@docsift/core/doctype';
import type { FieldType } from '@docsift/core/doctype';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  GripIcon,
  PlusIcon,
  TrashIcon,
} from '../doctypes/doctype-icons.tsx';
import type { FieldRow } from './field-list.ts';
import { addRow, moveRow, removeRow, updateRow } from './field-list.ts';

interface FieldListEditorProps {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  /** Rows shown with the caption error (after a save attempt). */
  invalid: Set<string>;
  /** A field key to scroll to and mark (`?highlight=field_…`). */
  highlight?: string | null;
}

/** Add, edit, remove and reorder fields; reorder by dragging the handle or with the arrow buttons. */
export function FieldListEditor({ rows, onChange, invalid, highlight }: FieldListEditorProps) {
  const { t } = useTranslation();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const highlighted = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);
  const lastCaption = useRef<HTMLInputElement>(null);

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight]);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    lastCaption.current?.focus();
  }, [rows.length]);

  const typeOptions = fieldTypes.map((value) => ({
    value,
    label: t(`doctypes.field_types.${value}`),
  }));

  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="fields-empty">
          {t('doctypes.fields.empty')}
        </Text>
      )}
      {rows.map((row, index) => {
        const caption = row.caption || t('doctypes.fields.unnamed', { number: index + 1 });
        const isHighlighted = highlight != null && row.key === highlight;
        return (
          <Paper
            key={row.rowId}
            ref={isHighlighted ? highlighted : undefined}
            withBorder
            p="sm"
            role="group"
            aria-label={caption}
            data-testid="field-row"
            data-highlighted={isHighlighted || undefined}
            style={
              isHighlighted
                ? { outline: '2px solid var(--mantine-color-yellow-5)' }
                : dragIndex === index
                  ? { opacity: 0.5 }
                  : undefined
            }
            onDragOver={(event) => dragIndex !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragIndex !== null) onChange(moveRow(rows, dragIndex, index));
              setDragIndex(null);
            }}
          >
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <ActionIcon
                variant="subtle"
                color="gray"
                draggable
                onDragStart={(event: React.DragEvent) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', row.rowId);
                  setDragIndex(index);
                }}
                onDragEnd={() => setDragIndex(null)}
                aria-label={t('doctypes.fields.drag', { caption })}
                mt={26}
                style={{ cursor: 'grab' }}
                tabIndex={-1}
              >
                <GripIcon />
              </ActionIcon>
              <Stack gap="xs" style={{ flex: 1 }}>
                <Group grow align="flex-start">
                  <TextInput
                    ref={index === rows.length - 1 ? lastCaption : undefined}
                    label={t('doctypes.fields.caption')}
                    value={row.caption}
                    onChange={(event) =>
                      onChange(updateRow(rows, row.rowId, { caption: event.currentTarget.value }))
                    }
                    error={invalid.has(row.rowId) ? t('field_caption_invalid') : undefined}
                    required
                  />
                  <Select
                    label={t('doctypes.fields.type')}
                    data={typeOptions}
                    value={row.type}
                    onChange={(value) =>
                      value && onChange(updateRow(rows, row.rowId, { type: value as FieldType }))
                    }
                    allowDeselect={false}
                  />
                </Group>
                <Textarea
                  label={t('doctypes.fields.description')}
                  description={t('doctypes.fields.description_hint')}
                  value={row.description}
                  onChange={(event) =>
                    onChange(updateRow(rows, row.rowId, { description: event.currentTarget.value }))
                  }
                  autosize
                  minRows={1}
                  maxRows={4}
                />
              </Stack>
              <Stack gap={4} mt={26}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  onClick={() => onChange(moveRow(rows, index, index - 1))}
                  aria-label={t('doctypes.fields.move_up', { caption })}
                >
                  <ArrowUpIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === rows.length - 1}
                  onClick={() => onChange(moveRow(rows, index, index + 1))}
                  aria-label={t('doctypes.fields.move_down', { caption })}
                >
                  <ArrowDownIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(removeRow(rows, row.rowId))}
                  aria-label={t('doctypes.fields.remove', { caption })}
                >
                  <TrashIcon />
                </ActionIcon>
              </Stack>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<PlusIcon />}
          onClick={() => {
            focusLast.current = true;
            onChange(addRow(rows));
          }}
        >
          {t('doctypes.fields.add')}
        </Button>
      </Group>
    </Stack>
  );
}
