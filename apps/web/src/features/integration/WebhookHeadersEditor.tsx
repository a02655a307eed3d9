import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/forms/use-field-error.ts';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import type { WebhookFormValues } from './webhook-form.ts';
import { emptyHeader } from './webhook-form.ts';

/** The request's header pairs: add, edit and remove; a pair needs a name (spec section 5). */
export function WebhookHeadersEditor({ form }: { form: UseFormReturn<WebhookFormValues> }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'webhookRequest.headers',
  });
  return (
    <Input.Wrapper label={t('webhooks.headers')} description={t('webhooks.headers_hint')}>
      <Stack gap="xs" mt="xs">
        {fields.map((row, index) => (
          <Group
            key={row.id}
            align="flex-start"
            wrap="nowrap"
            gap="xs"
            data-testid="webhook-header"
          >
            <TextInput
              aria-label={t('webhooks.header_name')}
              placeholder={t('webhooks.header_name')}
              {...form.register(`webhookRequest.headers.${index}.name`)}
              error={errorOf(`webhookRequest.headers.${index}.name`)}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={t('webhooks.header_value')}
              placeholder={t('webhooks.header_value')}
              {...form.register(`webhookRequest.headers.${index}.value`)}
              error={errorOf(`webhookRequest.headers.${index}.value`)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => remove(index)}
              aria-label={t('webhooks.remove_header', { index: index + 1 })}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<PlusIcon size={14} />}
            onClick={() => append(emptyHeader())}
          >
            {t('webhooks.add_header')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
