import type { Webhook } from '@docsift/core/webhook';
import { createWebhookBodySchema, updateWebhookBodySchema } from '@docsift/core/webhook';
import { describe, expect, it } from 'vitest';
import {
  createWebhookBody,
  newWebhookValues,
  recordChoiceOf,
  recordChoices,
  updateWebhookBody,
  webhookFormValues,
} from './webhook-form.ts';

const formSchema = createWebhookBodySchema.pick({
  title: true,
  webhookRequest: true,
  reviewStates: true,
});

const webhook: Webhook = {
  id: 'webhookspec-1',
  type: 'webhookspec',
  author: 'user-1',
  created: 1,
  updated: 2,
  trigger: 'doctype.records',
  target: 'doctype-1',
  enabled: false,
  title: 'Zapier',
  webhookRequest: {
    httpMethod: 'PUT',
    url: 'https://hooks.example.com/in',
    headers: [{ name: 'Authorization', value: 'Bearer x' }],
  },
  reviewStates: ['reviewed'],
  invocations: 3,
  secret: 'whsec_test',
};

function messagesOf(values: unknown): Record<string, string> {
  const result = formSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the webhook dialog values', () => {
  it('start a new webhook with POST and an empty url, which the form refuses as empty', () => {
    const values = newWebhookValues();
    expect(values.webhookRequest).toEqual({ httpMethod: 'POST', url: '', headers: [] });
    expect(messagesOf(values)).toEqual({
      title: 'webhook_title_invalid',
      'webhookRequest.url': 'Invalid request url',
    });
  });

  it('need a name for every header pair and a URL that is one', () => {
    const values = newWebhookValues();
    values.title = 'Make';
    values.webhookRequest.url = 'hooks.example.com';
    values.webhookRequest.headers = [{ name: '', value: 'token' }];
    expect(messagesOf(values)).toEqual({
      'webhookRequest.url': 'Invalid request url',
      'webhookRequest.headers.0.name': 'property_key_invalid',
    });
  });

  it('create an enabled spec of the doctype that the server schema accepts', () => {
    const values = { ...newWebhookValues(), title: 'Make' };
    values.webhookRequest.url = 'https://hook.eu1.make.com/abc';
    const body = createWebhookBodySchema.parse(createWebhookBody('doctype-9', values));
    expect(body).toMatchObject({ trigger: 'doctype.records', target: 'doctype-9', enabled: true });
  });

  it('edit a copy of the spec, and the update leaves its switch alone', () => {
    const values = webhookFormValues(webhook);
    values.webhookRequest.headers[0]!.value = 'changed';
    expect(webhook.webhookRequest.headers[0]!.value).toBe('Bearer x');
    const body = updateWebhookBodySchema.parse(updateWebhookBody(values));
    expect(body).not.toHaveProperty('enabled');
    expect(body.webhookRequest?.httpMethod).toBe('PUT');
    expect(body.reviewStates).toEqual(['reviewed']);
  });

  it('name the records sent by the review states a spec sends', () => {
    expect(recordChoiceOf(null)).toBe('all');
    expect(recordChoiceOf(['auto', 'reviewed'])).toBe('checked');
    expect(recordChoiceOf(['reviewed'])).toBe('reviewed');
    expect(recordChoiceOf(['needs_review'])).toBeNull();
    for (const states of Object.values(recordChoices))
      expect(createWebhookBodySchema.shape.reviewStates.parse(states)).toEqual(states);
  });
});
