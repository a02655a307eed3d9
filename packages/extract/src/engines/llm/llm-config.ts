import { AppError } from '@docsift/core/errors';
import { z } from 'zod';

export const llmProviders = ['openai', 'openai-compatible', 'anthropic', 'ollama'] as const;
export type LlmProvider = (typeof llmProviders)[number];

/** Context window assumed when LLM_CONTEXT_TOKENS is unset: hosted models are large, local ones often 8k. */
const defaultContextTokens: Record<LlmProvider, number> = {
  openai: 128_000,
  anthropic: 200_000,
  'openai-compatible': 8_192,
  ollama: 8_192,
};

/** Requests in flight per document when LLM_CONCURRENCY is unset: local servers mostly answer one at a time. */
const defaultConcurrency: Record<LlmProvider, number> = {
  openai: 4,
  anthropic: 4,
  'openai-compatible': 1,
  ollama: 1,
};

const positiveInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** The providers' own key variables, honoured when LLM_API_KEY is unset. */
const vendorKeyVariables: Partial<Record<LlmProvider, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};

const envSchema = z.object({
  LLM_PROVIDER: z.enum(llmProviders, {
    error: `LLM_PROVIDER must be one of ${llmProviders.join(', ')}`,
  }),
  LLM_MODEL: z.string({ error: 'LLM_MODEL is required' }).trim().min(1, 'LLM_MODEL is required'),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL' })
    .optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_TIMEOUT_MS: positiveInt('LLM_TIMEOUT_MS', 1, 3_600_000).default(120_000),
  LLM_MAX_RETRIES: positiveInt('LLM_MAX_RETRIES', 0, 10).default(3),
  LLM_CONTEXT_TOKENS: positiveInt('LLM_CONTEXT_TOKENS', 1_024, 10_000_000).optional(),
  LLM_CONCURRENCY: positiveInt('LLM_CONCURRENCY', 1, 32).optional(),
});

/** Rules between variables, checked even when others are invalid so every problem shows at once. */
function crossProblems(env: Record<string, string>): { variable: string; message: string }[] {
  const provider = llmProviders.find((name) => name === env.LLM_PROVIDER);
  if (!provider) return [];
  const problems: { variable: string; message: string }[] = [];
  if (provider === 'openai-compatible' && !env.LLM_BASE_URL) {
    problems.push({
      variable: 'LLM_BASE_URL',
      message: 'LLM_BASE_URL is required for openai-compatible',
    });
  }
  const vendorKey = vendorKeyVariables[provider];
  if (vendorKey && !env.LLM_API_KEY && !env[vendorKey]) {
    problems.push({
      variable: 'LLM_API_KEY',
      message: `LLM_API_KEY (or ${vendorKey}) is required for ${provider}`,
    });
  }
  return problems;
}

export interface LlmConfig {
  provider: LlmProvider;
  model: string;
  baseUrl?: string;
  apiKey?: string;
  /** Deadline for one model call, its retries and its repair included. */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a network failure. */
  maxRetries: number;
  /** The model's context window in tokens; documents are split into windows that fit. */
  contextTokens: number;
  /** Windows of one document sent at the same time. */
  concurrency: number;
  /** First backoff delay; doubles per attempt. Tests shorten it. */
  retryBaseMs: number;
  /** Longest wait between attempts, Retry-After included; a longer Retry-After gives up at once. */
  retryMaxDelayMs: number;
}

const DEFAULT_RETRY_BASE_MS = 500;
const DEFAULT_RETRY_MAX_DELAY_MS = 30_000;

/**
 * Reads the LLM settings from the environment (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL, LLM_API_KEY,
 * LLM_TIMEOUT_MS, LLM_MAX_RETRIES, LLM_CONTEXT_TOKENS, LLM_CONCURRENCY); every problem is listed in one error.
 */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        isConsulted(entry[0]) && entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          variable: String(issue.path[0]),
          message: issue.message,
        }))),
    ...crossProblems(present),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new AppError('invalid-argument', {
      message: `Invalid LLM configuration: ${[...new Set(problems.map((problem) => problem.message))].join('; ')}`,
      field: problems[0]?.variable ?? 'LLM_PROVIDER',
    });
  }
  const values = parsed.data;
  const vendorKey = vendorKeyVariables[values.LLM_PROVIDER];
  const apiKey = values.LLM_API_KEY ?? (vendorKey ? present[vendorKey] : undefined);
  return {
    provider: values.LLM_PROVIDER,
    model: values.LLM_MODEL,
    ...(values.LLM_BASE_URL ? { baseUrl: values.LLM_BASE_URL } : {}),
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: values.LLM_TIMEOUT_MS,
    maxRetries: values.LLM_MAX_RETRIES,
    contextTokens: values.LLM_CONTEXT_TOKENS ?? defaultContextTokens[values.LLM_PROVIDER],
    concurrency: values.LLM_CONCURRENCY ?? defaultConcurrency[values.LLM_PROVIDER],
    retryBaseMs: DEFAULT_RETRY_BASE_MS,
    retryMaxDelayMs: DEFAULT_RETRY_MAX_DELAY_MS,
  };
}

function isConsulted(name: string): boolean {
  return name.startsWith('LLM_') || Object.values(vendorKeyVariables).includes(name);
}
