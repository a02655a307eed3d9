import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookHeader,
  WebhookMethod,
  WebhookReviewStates,
} from '@docsift/core/webhook';
import { WEBHOOK_TRIGGER } from '@docsift/core/webhook';

/** What the create/edit dialog edits: the title, the request and the records sent, as the API names them. */
export interface WebhookFormValues {
  title: string;
  webhookRequest: { httpMethod: WebhookMethod; url: string; headers: WebhookHeader[] };
  reviewStates: WebhookReviewStates;
}

/** The dialog's choices of records sent (issue 28), each the review states it sends. */
export const recordChoices = {
  all: null,
  checked: ['reviewed', 'auto'],
  reviewed: ['reviewed'],
} as const satisfies Record<string, WebhookReviewStates>;
export type RecordChoice = keyof typeof recordChoices;

/** The choice a spec's states are; null for a set only the API made (the select shows none). */
export function recordChoiceOf(states: WebhookReviewStates): RecordChoice | null {
  const key = (list: WebhookReviewStates) => (list ? [...list].sort().join() : null);
  const found = Object.entries(recordChoices).find(([, list]) => key(list) === key(states));
  return found ? (found[0] as RecordChoice) : null;
}

/** Spec section 3: new ones default to POST, an empty url and every record. */
export const newWebhookValues = (): WebhookFormValues => ({
  title: '',
  webhookRequest: { httpMethod: 'POST', url: '', headers: [] },
  reviewStates: null,
});

export const webhookFormValues = ({
  title,
  webhookRequest,
  reviewStates,
}: Webhook): WebhookFormValues => ({
  title,
  reviewStates,
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

/** An edit replaces the title, the whole request and the records sent; the switch stays as it is. */
export const updateWebhookBody = ({
  title,
  webhookRequest,
  reviewStates,
}: WebhookFormValues): UpdateWebhookBody => ({
  title,
  webhookRequest,
  reviewStates,
});

export const emptyHeader = (): WebhookHeader => ({ name: '', value: '' });
