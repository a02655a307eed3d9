import '../../components/select-styles.ts';
import type { Webhook } from '@docsift/core/webhook';
import { webhookMethods } from '@docsift/core/webhook';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import type { RecordChoice, WebhookFormValues } from './webhook-form.ts';
import {
  recordChoiceOf,
  recordChoices,
  createWebhookBody,
  newWebhookValues,
  updateWebhookBody,
  webhookFormValues,
} from './webhook-form.ts';
import { WebhookHeadersEditor } from './WebhookHeadersEditor.tsx';
import { WebhookSamplePayload } from './WebhookSamplePayload.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';
import { createWebhook, updateWebhook, webhookKeys } from './webhooks-api.ts';

const loadSchema = () =>
  import('@docsift/core/webhook').then(({ createWebhookBodySchema }) =>
    createWebhookBodySchema.pick({ title: true, webhookRequest: true, reviewStates: true }),
  );

const methodOptions = webhookMethods.map((method) => ({ value: method, label: method }));
const recordChoiceKeys = Object.keys(recordChoices) as RecordChoice[];

interface WebhookFormProps {
  target: string;
  /** The spec to edit; a new one is created without it. */
  webhook?: Webhook;
  close: () => void;
}

function WebhookForm({ target, webhook, close }: WebhookFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errorOf, field, formError, submit } = useApiForm<WebhookFormValues>(
    loadSchema,
    webhook ? webhookFormValues(webhook) : newWebhookValues(),
  );
  const onSubmit = submit(async (values) => {
    await (webhook
      ? updateWebhook(webhook.id, updateWebhookBody(values))
      : createWebhook(createWebhookBody(target, values)));
    await queryClient.invalidateQueries({ queryKey: webhookKeys.list(target) });
    void showFlash({ message: t('successfully_saved') });
    close();
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="webhook-form">
      <Stack>
        <ErrorCard error={formError} />
        <TextInput label={t('webhooks.name')} {...field('title')} required data-autofocus />
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <Controller
            control={form.control}
            name="webhookRequest.httpMethod"
            render={({ field }) => (
              <Select
                label={t('webhooks.method')}
                data={methodOptions}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                error={errorOf('webhookRequest.httpMethod')}
                allowDeselect={false}
                required
                w={130}
              />
            )}
          />
          <TextInput
            label={t('webhooks.url')}
            placeholder={t('webhooks.url_placeholder')}
            type="url"
            {...field('webhookRequest.url')}
            required
            style={{ flex: 1 }}
          />
        </Group>
        <Controller
          control={form.control}
          name="reviewStates"
          render={({ field }) => (
            <Select
              label={t('webhooks.records_sent')}
              data={recordChoiceKeys.map((choice) => ({
                value: choice,
                label: t(`webhooks.records_choices.${choice}`),
              }))}
              value={recordChoiceOf(field.value)}
              onChange={(value) =>
                value && field.onChange(recordChoices[value as RecordChoice] ?? null)
              }
              onBlur={field.onBlur}
              allowDeselect={false}
              data-testid="webhook-records-sent"
            />
          )}
        />
        <WebhookHeadersEditor form={form} />
        {webhook && <WebhookSecret webhook={webhook} />}
        <WebhookSamplePayload target={target} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The create/edit dialog of a doctype's webhook; saving reloads the doctype's list. */
export function openWebhookDialog(t: TFunction, target: string, webhook?: Webhook) {
  return openDialog<void>({
    title: t(webhook ? 'webhooks.edit_title' : 'webhooks.create_title'),
    size: 'lg',
    render: (close) => <WebhookForm target={target} webhook={webhook} close={() => close()} />,
  });
}
