import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '../../components/select-styles.ts';
import type { FieldType } from '@docsift/core/doctype';
import { compactRules } from '@docsift/core/field-rules';
import { Button, Group, NumberInput, Stack, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/forms/use-field-error.ts';
import type { FieldListValues } from './field-list.ts';
import { useRuleErrors } from './rule-errors.ts';

/**
 * The validation rules of field `index` of the surrounding form, behind a toggle that shows how
 * many it has: a pattern and allowed values for text, a minimum and maximum for numbers and
 * dates; none for yes/no. Errors show as the user types (rule-errors.ts).
 */
export function FieldRulesEditor({ index, type }: { index: number; type: FieldType }) {
  const { t } = useTranslation();
  const form = useFormContext<FieldListValues>();
  const rules = useWatch({ control: form.control, name: `fields.${index}.rules` });
  const count = Object.keys(compactRules(rules) ?? {}).length;
  const [isOpen, setOpen] = useState(count > 0);
  const liveError = useRuleErrors();
  const errorOf = useFieldError(form);
  if (type === 'boolean') return null;
  const path = `fields.${index}.rules` as const;
  const errorAt = (name: 'pattern' | 'min' | 'max' | 'oneOf') =>
    liveError(`${path}.${name}`) ?? errorOf(`${path}.${name}`);

  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          // Its words, not its padding and border, line up with the field's labels and boxes.
          style={{ marginLeft: 'calc(-1 * (var(--button-padding-x) + 1px))' }}
          onClick={() => setOpen(!isOpen)}
          aria-expanded={isOpen}
          data-testid="field-rules-toggle"
        >
          {count > 0
            ? t('review.rules.editor.toggle_count', { count })
            : t('review.rules.editor.toggle')}
        </Button>
      </Group>
      {isOpen && type === 'string' && (
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name={`${path}.pattern`}
            render={({ field }) => (
              <TextInput
                label={t('review.rules.editor.pattern')}
                description={t('review.rules.editor.pattern_hint')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorAt('pattern')}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                data-testid="rule-pattern"
              />
            )}
          />
          <Controller
            control={form.control}
            name={`${path}.oneOf`}
            render={({ field }) => (
              <TagsInput
                label={t('review.rules.editor.one_of')}
                description={t('review.rules.editor.one_of_hint')}
                value={field.value ?? []}
                onChange={(values) => field.onChange(values.length > 0 ? values : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorAt('oneOf')}
                clearable
                data-testid="rule-one-of"
              />
            )}
          />
        </Group>
      )}
      {isOpen && (type === 'number' || type === 'date') && (
        <Group grow align="flex-start">
          {(['min', 'max'] as const).map((bound) => (
            <Controller
              key={bound}
              control={form.control}
              name={`${path}.${bound}`}
              render={({ field }) =>
                type === 'number' ? (
                  <NumberInput
                    label={t(`review.rules.editor.${bound}`)}
                    value={typeof field.value === 'number' ? field.value : ''}
                    onChange={(value) =>
                      field.onChange(typeof value === 'number' ? value : undefined)
                    }
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errorAt(bound)}
                    data-testid={`rule-${bound}`}
                  />
                ) : (
                  <TextInput
                    type="date"
                    label={t(`review.rules.editor.${bound}`)}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errorAt(bound)}
                    data-testid={`rule-${bound}`}
                  />
                )
              }
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
