import type { Field } from '@docsift/core/doctype';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOcrDocument } from '../../../test/build-ocr-document.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-openai-server.ts';
import { ollamaApiUrl } from './create-language-model.ts';
import { createLlmExtractor } from './create-llm-extractor.ts';
import type { LlmConfig } from './llm-config.ts';

let server: FakeModelServer;
beforeEach(async () => {
  server = await startFakeModelServer();
  server.setFallback(() => ({ content: JSON.stringify({ field_number: '4711' }) }));
});
afterEach(async () => {
  await server.close();
});

const fields: Field[] = [
  { key: 'field_number', caption: 'Invoice number', description: '', type: 'string' },
];
const request = {
  ocr: buildOcrDocument([['Rechnung Nr. 4711']]),
  doctype: { title: 'Invoice', mode: 'one:single' as const, prompt: '', fields },
};

function config(provider: LlmConfig['provider'], baseUrl: string): LlmConfig {
  return {
    provider,
    model: 'test-model',
    baseUrl,
    apiKey: 'secret-key',
    timeoutMs: 5_000,
    maxRetries: 0,
    contextTokens: 16_000,
    concurrency: 1,
    retryBaseMs: 10,
    retryMaxDelayMs: 1_000,
  };
}

describe('providers on their own wire protocols', () => {
  it('openai uses chat completions (not the Responses API) with a bearer key and strict json_schema', async () => {
    const result = await createLlmExtractor(config('openai', `${server.origin}/v1`)).extract(
      request,
    );
    expect(result.records[0]?.values.field_number).toBe('4711');
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer secret-key');
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { strict: true },
    });
  });

  it('anthropic posts to /v1/messages with x-api-key and the instructions as system', async () => {
    const result = await createLlmExtractor(config('anthropic', `${server.origin}/v1`)).extract(
      request,
    );
    expect(result.records[0]?.values.field_number).toBe('4711');
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe('secret-key');
    expect(sent?.body.model).toBe('test-model');
    expect(JSON.stringify(sent?.body.system)).toContain('You extract structured data');
    expect(JSON.stringify(sent?.body.messages)).toContain('Rechnung Nr. 4711');
  });

  it('ollama posts to /api/chat with the schema as format and the context size as num_ctx', async () => {
    const result = await createLlmExtractor(config('ollama', server.origin)).extract(request);
    expect(result.records[0]?.values.field_number).toBe('4711');
    const [sent] = server.requests;
    expect(sent?.path).toBe('/api/chat');
    expect(sent?.body.stream).toBe(false);
    expect(sent?.body.format).toMatchObject({ type: 'object', required: ['field_number'] });
    expect(sent?.body.options).toMatchObject({ num_ctx: 16_000 });
    expect(sent?.body.messages[0]).toMatchObject({ role: 'system' });
  });
});

describe('ollamaApiUrl', () => {
  it('adds /api to a bare Ollama address once', () => {
    expect(ollamaApiUrl('http://gpu:11434')).toBe('http://gpu:11434/api');
    expect(ollamaApiUrl('http://gpu:11434/')).toBe('http://gpu:11434/api');
    expect(ollamaApiUrl('http://gpu:11434/api')).toBe('http://gpu:11434/api');
  });
});
