/**
 * What the extraction verbs read from the environment, parsed as the server's config parses it,
 * so `docsift extract` reads documents the way the pipeline does without loading the server.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { AppError } from '@docsift/core/errors';
import type { ExtractorConfig } from '../engines/create-extractor.ts';
import { llmConfigFromEnv } from '../engines/llm/llm-config.ts';
import { backendVariables, loadBackends } from '../environment.ts';
import type { LoadBackends } from '../load/load-options.ts';

/** DOCSIFT_OCR_BACKEND and DOCSIFT_PDF_TEXT_BACKEND; a bad value is an invalid-argument naming it. */
export function loadBackendsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadBackends {
  return loadBackends(parseVariables(z.object(backendVariables), env));
}

/** Documents a batch reads at a time: EXTRACTION_PROCESSES as the server reads it, else one per core. */
export function batchConcurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const variables = z.object({
    EXTRACTION_PROCESSES: z.coerce
      .number()
      .int()
      .min(1)
      .max(32)
      .default(() => availableParallelism()),
  });
  return parseVariables(variables, env).EXTRACTION_PROCESSES;
}

function parseVariables<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  throw new AppError('invalid-argument', {
    message: `${variable}: ${issue?.message ?? 'invalid'}`,
    field: variable,
  });
}

/** The engine asked for on the command line; a language model's settings come from LLM_*. */
export function extractorConfigFromEnv(
  engine: ExtractorConfig['engine'],
  env: NodeJS.ProcessEnv = process.env,
): ExtractorConfig {
  return engine === 'llm' ? { engine, llm: llmConfigFromEnv(env) } : { engine };
}
