import { describe, expect, it } from 'vitest';
import { createWebhookBodySchema, updateWebhookBodySchema } from './webhook.ts';

const valid = {
  trigger: 'doctype.records',
  target: 'doctype-abc',
  title: 'Zapier',
  webhookRequest: { httpMethod: 'POST', url: 'https://hooks.example.com/in', headers: [] },
};

function messageOf(body: unknown): string | undefined {
  const result = createWebhookBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('webhook validation (spec section 5)', () => {
  it('accepts a complete spec and enables it by default', () => {
    expect(createWebhookBodySchema.parse(valid).enabled).toBe(true);
  });

  it('names what is missing with the spec texts', () => {
    expect(messageOf({ ...valid, target: undefined })).toBe('Invalid target');
    expect(messageOf({ ...valid, target: 'upload-1' })).toBe('Invalid target');
    expect(messageOf({ ...valid, trigger: 'n/a' })).toBe('Invalid trigger');
    expect(messageOf({ ...valid, webhookRequest: undefined })).toBe('Invalid request url');
    const request = valid.webhookRequest;
    expect(messageOf({ ...valid, webhookRequest: { ...request, url: '' } })).toBe(
      'Invalid request url',
    );
    expect(messageOf({ ...valid, webhookRequest: { ...request, url: 'ftp://x.example' } })).toBe(
      'Invalid request url',
    );
    expect(messageOf({ ...valid, webhookRequest: { ...request, httpMethod: 'TRACE' } })).toBe(
      'Invalid request method',
    );
    expect(messageOf({ ...valid, webhookRequest: { url: request.url } })).toBe(
      'Invalid request method',
    );
  });

  it('needs a name for every header', () => {
    const headers = [{ name: ' ', value: 'x' }];
    expect(messageOf({ ...valid, webhookRequest: { ...valid.webhookRequest, headers } })).toBe(
      'property_key_invalid',
    );
  });

  it('lets an update change only the title, the switch and the request', () => {
    expect(updateWebhookBodySchema.safeParse({ enabled: false }).success).toBe(true);
    expect(updateWebhookBodySchema.safeParse({ target: 'doctype-other' }).success).toBe(false);
  });

  it('leaves the switch alone when an update does not name it', () => {
    expect(updateWebhookBodySchema.parse({ title: 'Renamed' })).toEqual({ title: 'Renamed' });
  });
});
