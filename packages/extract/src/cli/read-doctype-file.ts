/** DOCTYPE.json for the CLI and the benchmark: validated, fields keyed field_1…field_n. */
import { readFile } from 'node:fs/promises';
import { assertHasFields, doctypeDefinitionSchema, FIELD_KEY_PREFIX } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { ExtractionDoctype } from '../extractor.ts';

export async function readDoctypeFile(file: string): Promise<ExtractionDoctype> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw new AppError('not-found', { message: `Doctype file not found: ${file}`, cause });
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new AppError('invalid-argument', { message: `Doctype file is not JSON: ${file}`, cause });
  }
  return extractionDoctype(json);
}

/** A doctype definition as extractors take it; throws invalid-argument naming the first bad path. */
export function extractionDoctype(definition: unknown): ExtractionDoctype {
  const parsed = doctypeDefinitionSchema.safeParse(definition);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw new AppError('invalid-argument', {
      message: `Invalid doctype${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}`,
      field: path || undefined,
    });
  }
  const { title, mode, prompt, fields } = parsed.data;
  assertHasFields({ fields });
  return {
    title,
    mode,
    prompt,
    fields: fields.map((field, index) => ({
      ...field,
      key: field.key ?? `${FIELD_KEY_PREFIX}${index + 1}`,
    })),
  };
}
