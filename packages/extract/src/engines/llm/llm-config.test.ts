import { AppError } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import { llmConfigFromEnv } from './llm-config.ts';

function configError(env: Record<string, string | undefined>): AppError {
  try {
    llmConfigFromEnv(env);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('llmConfigFromEnv', () => {
  it('reads an openai-compatible server with defaults for the local-model context', () => {
    const config = llmConfigFromEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      PATH: '/usr/bin',
    });
    expect(config).toMatchObject({
      provider: 'openai-compatible',
      model: 'qwen2.5:7b',
      baseUrl: 'http://127.0.0.1:11434/v1',
      timeoutMs: 120_000,
      maxRetries: 3,
      contextTokens: 8_192,
      concurrency: 1,
    });
    expect(config.apiKey).toBeUndefined();
  });

  it('parses numeric settings and takes the provider key variable when LLM_API_KEY is unset', () => {
    const config = llmConfigFromEnv({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-4o-mini',
      OPENAI_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: '5000',
      LLM_MAX_RETRIES: '0',
      LLM_CONTEXT_TOKENS: '32000',
      LLM_CONCURRENCY: '2',
    });
    expect(config).toMatchObject({
      apiKey: 'sk-test',
      timeoutMs: 5000,
      maxRetries: 0,
      contextTokens: 32_000,
      concurrency: 2,
    });
  });

  it('lists every problem at once', () => {
    const error = configError({
      LLM_PROVIDER: 'openai-compatible',
      LLM_TIMEOUT_MS: 'soon',
      LLM_MAX_RETRIES: '99',
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('LLM_MODEL is required');
    expect(error.message).toContain('LLM_TIMEOUT_MS must be a number');
    expect(error.message).toContain('LLM_MAX_RETRIES must be at most 10');
    expect(error.message).toContain('LLM_BASE_URL is required for openai-compatible');
  });

  it('rejects an unknown provider, naming the allowed ones', () => {
    const error = configError({ LLM_PROVIDER: 'gemini', LLM_MODEL: 'x' });
    expect(error.message).toContain(
      'LLM_PROVIDER must be one of openai, openai-compatible, anthropic, ollama',
    );
    expect(error.field).toBe('LLM_PROVIDER');
  });

  it('requires a key for the hosted providers and an http(s) base URL', () => {
    expect(configError({ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude-x' }).message).toContain(
      'LLM_API_KEY (or ANTHROPIC_API_KEY) is required for anthropic',
    );
    expect(
      configError({ LLM_PROVIDER: 'ollama', LLM_MODEL: 'llama3', LLM_BASE_URL: 'ftp://host' })
        .message,
    ).toContain('LLM_BASE_URL must be an http(s) URL');
  });

  it('treats blank variables as unset', () => {
    const config = llmConfigFromEnv({
      LLM_PROVIDER: 'ollama',
      LLM_MODEL: 'llama3.2',
      LLM_BASE_URL: '  ',
      LLM_API_KEY: '',
    });
    expect(config.baseUrl).toBeUndefined();
    expect(config.apiKey).toBeUndefined();
  });
});
