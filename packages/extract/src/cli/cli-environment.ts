/**
 * What the extraction verbs read from the environment, parsed as the server's config parses it,
 * so `docsift extract` reads documents the way the pipeline does without loading the server.
 */
import { z } from 'zod';
import { AppError } from '@docsift/core/errors';
import type { ExtractorConfig } from '../engines/create-extractor.ts';
import { llmConfigFromEnv } from '../engines/llm/llm-config.ts';
import { backendVariables, loadBackends } from '../environment.ts';
import type { LoadBackends } from '../load/load-options.ts';

/** DOCSIFT_OCR_BACKEND and DOCSIFT_PDF_TEXT_BACKEND; a bad value is an invalid-argument naming it. */
export function loadBackendsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadBackends {
  const parsed = z.object(backendVariables).safeParse(env);
  if (parsed.success) return loadBackends(parsed.data);
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
