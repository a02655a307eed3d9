import '@mantine/core/styles/SimpleGrid.css';
import '../../components/select-styles.ts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { fieldTypes } from '@docsift/core/doctype';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/forms/use-field-error.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  GripIcon,
  PlusIcon,
  TrashIcon,
} from '../../components/icons.tsx';
import type { FieldListValues } from './field-list.ts';
import { emptyFieldDraft } from './field-list.ts';
import { FieldRulesEditor } from './FieldRulesEditor.tsx';

/**
 * Add, edit, remove and reorder the `fields` of the surrounding form (a FormProvider whose values
 * hold FieldListValues); reorder by dragging the handle or with the arrow buttons. Errors come
 * from the form's core schema, shown under the input like any other field's.
 */
export function FieldListEditor({
  highlight,
  hasRules = false,
  rowExtra,
}: {
  highlight?: string | null;
  /** Whether each field's validation rules are edited too (the fields page; not the wizard). */
  hasRules?: boolean;
  /** What a page adds under a saved field's inputs (the fields page: what it learned). */
  rowExtra?: (field: { key: string; caption: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const form = useFormContext<FieldListValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'fields' });
  const drafts = useWatch({ control: form.control, name: 'fields' });
  const captions = drafts.map((field) => field.caption);
  const errorOf = useFieldError(form);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const highlighted = useRef<HTMLDivElement>(null);

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight]);

  const typeOptions = fieldTypes.map((value) => ({
    value,
    label: t(`doctypes.field_types.${value}`),
  }));

  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="fields-empty">
          {t('doctypes.fields.empty')}
        </Text>
      )}
      {fields.map((row, index) => {
        const caption = captions[index] || t('doctypes.fields.unnamed', { number: index + 1 });
        const isHighlighted = highlight != null && row.key === highlight;
        return (
          <Paper
            key={row.id}
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
              if (dragIndex !== null && dragIndex !== index) move(dragIndex, index);
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
                  event.dataTransfer.setData('text/plain', row.id);
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
                {/* Side by side they leave a phone's caption a few letters wide: stacked there. */}
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    label={t('doctypes.fields.caption')}
                    {...form.register(`fields.${index}.caption`)}
                    error={errorOf(`fields.${index}.caption`)}
                    required
                  />
                  <Controller
                    control={form.control}
                    name={`fields.${index}.type`}
                    render={({ field }) => (
                      <Select
                        label={t('doctypes.fields.type')}
                        data={typeOptions}
                        value={field.value}
                        onChange={(value) => {
                          if (!value) return;
                          field.onChange(value);
                          // Rules of one type do not fit another (a pattern on a number).
                          if (hasRules) form.setValue(`fields.${index}.rules`, undefined);
                        }}
                        allowDeselect={false}
                      />
                    )}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('doctypes.fields.description')}
                  description={t('doctypes.fields.description_hint')}
                  {...form.register(`fields.${index}.description`)}
                  error={errorOf(`fields.${index}.description`)}
                  autosize
                  minRows={1}
                  maxRows={4}
                />
                <Controller
                  control={form.control}
                  name={`fields.${index}.required`}
                  render={({ field }) => (
                    <Checkbox
                      label={t('review.required')}
                      description={t('review.required_hint')}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                {hasRules && (
                  <FieldRulesEditor index={index} type={drafts[index]?.type ?? 'string'} />
                )}
                {row.key && rowExtra?.({ key: row.key, caption })}
              </Stack>
              <Stack gap={4} mt={26}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('doctypes.fields.move_up', { caption })}
                >
                  <ArrowUpIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('doctypes.fields.move_down', { caption })}
                >
                  <ArrowDownIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => remove(index)}
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
          // The new row's caption gets the focus (react-hook-form focuses an appended field).
          onClick={() => append(emptyFieldDraft())}
        >
          {t('doctypes.fields.add')}
        </Button>
      </Group>
    </Stack>
  );
}
