import { doctypeModes, fieldTypes, type DoctypeMode, type FieldType } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import type { JSONSchema7 } from 'ai';
import type { FieldSuggestion, SuggestedField } from '../../extractor.ts';
import { createCallDeadline } from './call-with-retry.ts';
import type { ConfiguredModel } from './create-language-model.ts';
import { documentExcerpt } from './document-excerpt.ts';
import { generateStructured, type Reading } from './generate-structured.ts';
import type { LlmConfig } from './llm-config.ts';

const MAX_SUGGESTIONS = 30;
const languageNames = { en: 'English', de: 'German' } as const;

const suggestionSchema: JSONSchema7 = {
  type: 'object',
  properties: {
    mode: {
      type: 'string',
      enum: [...doctypeModes],
      description:
        'one:single: one record per document (an invoice, a letter); single: one per page (a batch of scanned receipts); ' +
        'multi: one record per table row (a document that is mainly a table); one:multi: table rows running over several pages',
    },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          caption: { type: 'string', description: 'Short column title, e.g. "Invoice number"' },
          description: { type: 'string', description: 'Where the value is found and how it looks' },
          type: { type: 'string', enum: [...fieldTypes] },
        },
        required: ['caption', 'description', 'type'],
        additionalProperties: false,
      },
    },
  },
  required: ['mode', 'fields'],
  additionalProperties: false,
};

/** Asks the model which fields documents like this one are worth extracting. */
export async function suggestFieldsWithLlm(
  ocr: OcrDocument,
  language: 'en' | 'de',
  model: ConfiguredModel,
  config: LlmConfig,
): Promise<FieldSuggestion> {
  const system = [
    'You design data-extraction templates. Given a sample document, suggest the fields worth extracting from documents of its kind',
    '(identifiers, dates, parties, amounts, totals). When the document is mainly a table, choose a table mode and suggest its columns as fields.',
    `Write captions and descriptions in ${languageNames[language]}. Types: string, number, date or boolean.`,
    `Suggest at most 20 fields, most important first.`,
  ].join(' ');
  return generateStructured(
    {
      system,
      prompt: documentExcerpt(ocr, config.contextTokens, system),
      schema: suggestionSchema,
      read: readSuggestions,
    },
    { model, deadline: createCallDeadline(config.timeoutMs), policy: config },
  );
}

function readSuggestions(value: unknown): Reading<FieldSuggestion> {
  const { fields: list, mode } = (value ?? {}) as { fields?: unknown; mode?: unknown };
  if (!Array.isArray(list))
    return { success: false, error: new Error('expected an object with a "fields" array') };
  const seen = new Set<string>();
  const suggestions: SuggestedField[] = [];
  for (const item of list) {
    const { caption, description, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof caption !== 'string' || caption.trim() === '') continue;
    const name = caption.trim().slice(0, 200);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    suggestions.push({
      caption: name,
      description: typeof description === 'string' ? description.trim().slice(0, 2000) : '',
      type: fieldTypes.includes(type as FieldType) ? (type as FieldType) : 'string',
    });
  }
  if (suggestions.length === 0 && list.length > 0)
    return { success: false, error: new Error('no field has a caption') };
  return {
    success: true,
    value: {
      mode: doctypeModes.includes(mode as DoctypeMode) ? (mode as DoctypeMode) : 'one:single',
      fields: suggestions.slice(0, MAX_SUGGESTIONS),
    },
  };
}
