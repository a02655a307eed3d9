import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookHeader,
  WebhookMethod,
} from '@docsift/core/webhook';
import { WEBHOOK_TRIGGER } from '@docsift/core/webhook';

/** What the create/edit dialog edits: the title and the request, shaped as the API names them. */
export interface WebhookFormValues {
  title: string;
  webhookRequest: { httpMethod: WebhookMethod; url: string; headers: WebhookHeader[] };
}

/** Spec section 3: new ones default to POST and an empty url. */
export const newWebhookValues = (): WebhookFormValues => ({
  title: '',
  webhookRequest: { httpMethod: 'POST', url: '', headers: [] },
});

export const webhookFormValues = ({ title, webhookRequest }: Webhook): WebhookFormValues => ({
  title,
  webhookRequest: {
    httpMethod: webhookRequest.httpMethod,
    url: webhookRequest.url,
    headers: webhookRequest.headers.map(({ name, value }) => ({ name, value })),
  },
});

/** A new spec of `target`, enabled from the start. */
export const createWebhookBody = (
  target: string,
  values: WebhookFormValues,
): CreateWebhookBody => ({
  trigger: WEBHOOK_TRIGGER,
  target,
  enabled: true,
  ...values,
});

/** An edit replaces the title and the whole request; the switch stays as it is. */
export const updateWebhookBody = ({
  title,
  webhookRequest,
}: WebhookFormValues): UpdateWebhookBody => ({
  title,
  webhookRequest,
});

export const emptyHeader = (): WebhookHeader => ({ name: '', value: '' });
