import type { DoctypeCheck } from '@docsift/core/field-rules';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { useFieldError } from '../../lib/forms/use-field-error.ts';
import type { FieldListValues } from './field-list.ts';
import { useRuleErrors } from './rule-errors.ts';

type ChecksValues = FieldListValues & { checks: DoctypeCheck[] };

/**
 * The doctype's checks between number fields (`Net + VAT = Gross within 0.01`) in the
 * surrounding form's `checks`: add, edit, remove. A check that does not parse says why and
 * where as the user types.
 */
export function ChecksEditor() {
  const { t } = useTranslation();
  const form = useFormContext<ChecksValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'checks' });
  const liveError = useRuleErrors();
  const errorOf = useFieldError(form);

  return (
    <Stack gap="sm" data-testid="checks">
      <div>
        <Title order={2} size="h4">
          {t('review.rules.editor.checks')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.rules.editor.checks_hint')}
        </Text>
      </div>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('review.rules.editor.checks_empty')}
        </Text>
      )}
      {fields.map((row, index) => {
        const path = `checks.${index}.expression` as const;
        const number = index + 1;
        return (
          <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('review.rules.editor.check', { number })}
              {...form.register(path)}
              error={liveError(path) ?? errorOf(path)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="check-input"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              onClick={() => remove(index)}
              aria-label={t('review.rules.editor.remove_check', { number })}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<PlusIcon />}
          onClick={() => append({ expression: '' })}
          data-testid="add-check"
        >
          {t('review.rules.editor.add_check')}
        </Button>
      </Group>
    </Stack>
  );
}
