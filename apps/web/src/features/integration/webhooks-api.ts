import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookInvocation,
  WebhookInvocationList,
  WebhookList,
  WebhookPayload,
} from '@docsift/core/webhook';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const webhookKeys = {
  list: (target: string) => ['webhooks', target] as const,
  invocations: (id: string) => ['webhook-invocations', id] as const,
  sample: (target: string) => ['webhook-sample', target] as const,
};

const path = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export const listWebhooks = (target: string) =>
  apiRequest<WebhookList>('GET', `/api/webhooks?${new URLSearchParams({ target }).toString()}`);
export const createWebhook = (body: CreateWebhookBody) =>
  apiRequest<Webhook>('POST', '/api/webhooks', body);
export const updateWebhook = (id: string, body: UpdateWebhookBody) =>
  apiRequest<Webhook>('PATCH', path(id), body);
export const deleteWebhook = (id: string) => apiRequest<void>('DELETE', path(id));
export const listInvocations = (id: string) =>
  apiRequest<WebhookInvocationList>('GET', `${path(id)}/invocations`);
/** Replaces the signing secret; the answer holds the new one. */
export const rotateWebhookSecret = (id: string) =>
  apiRequest<Webhook>('POST', `${path(id)}/secret`);
/** The body a delivery of the doctype has, with one sample record. */
export const getSamplePayload = (target: string) =>
  apiRequest<WebhookPayload>(
    'GET',
    `/api/webhooks/sample?${new URLSearchParams({ target }).toString()}`,
  );
/** Sends a failed attempt's delivery again, once; answers with the new attempt's invocation. */
export const resendInvocation = (id: string, invocationId: string) =>
  apiRequest<WebhookInvocation>(
    'POST',
    `${path(id)}/invocations/${encodeURIComponent(invocationId)}/resend`,
  );
/** Sends sample records to the webhook's URL at once; answers with the attempt's invocation. */
export const sendTestDelivery = (id: string) =>
  apiRequest<WebhookInvocation>('POST', `${path(id)}/test`);

/** The caller's webhooks of one doctype; only asked for when the plan includes webhooks. */
export function useWebhooks(target: string, isAllowed: boolean) {
  return useQuery({
    queryKey: webhookKeys.list(target),
    queryFn: () => listWebhooks(target),
    select: (list) => list.webhooks,
    enabled: isAllowed,
  });
}

export function useInvocations(id: string) {
  return useQuery({
    queryKey: webhookKeys.invocations(id),
    queryFn: () => listInvocations(id),
    select: (list) => list.invocations,
  });
}

/** The sample body, asked for only once the user opens it. */
export function useSamplePayload(target: string, isWanted: boolean) {
  return useQuery({
    queryKey: webhookKeys.sample(target),
    queryFn: () => getSamplePayload(target),
    enabled: isWanted,
  });
}
