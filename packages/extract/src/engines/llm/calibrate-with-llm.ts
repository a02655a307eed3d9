import { assertHasFields, type Field } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import type { JSONSchema7 } from 'ai';
import type { ExtractionDoctype } from '../../extractor.ts';
import { createCallDeadline } from './call-with-retry.ts';
import type { ConfiguredModel } from './create-language-model.ts';
import { documentExcerpt } from './document-excerpt.ts';
import { generateStructured, type Reading } from './generate-structured.ts';
import type { LlmConfig } from './llm-config.ts';

/** Rewrites each field's description from a sample document so extraction finds the right value. */
export async function calibrateWithLlm(
  ocr: OcrDocument,
  doctype: ExtractionDoctype,
  model: ConfiguredModel,
  config: LlmConfig,
): Promise<Field[]> {
  assertHasFields(doctype);
  const fieldList = doctype.fields
    .map(
      (field) =>
        `- ${field.key} — ${field.caption} (${field.type}): ${field.description.trim() || '(no description)'}`,
    )
    .join('\n');
  const system = [
    `You refine the field descriptions of the document type "${doctype.title}" so that an extraction model finds the right values.`,
    'For every field, write one or two sentences: where the value sits on documents like the sample, the labels near it, and how it is written.',
    "Keep each field's meaning; write in the language of the captions.",
    doctype.prompt.trim() ? `The document type's instructions: ${doctype.prompt.trim()}` : '',
    `Fields:\n${fieldList}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const descriptions = await generateStructured(
    {
      system,
      prompt: documentExcerpt(ocr, config.contextTokens, system),
      schema: calibrationSchema(doctype.fields),
      read: (value) => readDescriptions(value, doctype.fields),
    },
    { model, deadline: createCallDeadline(config.timeoutMs), policy: config },
  );
  return doctype.fields.map((field) => ({
    ...field,
    description: descriptions[field.key] || field.description,
  }));
}

function calibrationSchema(fields: readonly Field[]): JSONSchema7 {
  const properties = Object.fromEntries(
    fields.map((field): [string, JSONSchema7] => [
      field.key,
      { type: 'string', title: field.caption },
    ]),
  );
  return {
    type: 'object',
    properties: {
      descriptions: {
        type: 'object',
        properties,
        required: fields.map((field) => field.key),
        additionalProperties: false,
      },
    },
    required: ['descriptions'],
    additionalProperties: false,
  };
}

function readDescriptions(
  value: unknown,
  fields: readonly Field[],
): Reading<Record<string, string>> {
  const descriptions = (value as { descriptions?: unknown } | null)?.descriptions;
  if (typeof descriptions !== 'object' || descriptions === null || Array.isArray(descriptions)) {
    return {
      success: false,
      error: new Error('expected an object "descriptions" with one text per field key'),
    };
  }
  const result: Record<string, string> = {};
  for (const field of fields) {
    const text = (descriptions as Record<string, unknown>)[field.key];
    if (typeof text === 'string' && text.trim() !== '')
      result[field.key] = text.trim().slice(0, 2000);
  }
  return { success: true, value: result };
}
