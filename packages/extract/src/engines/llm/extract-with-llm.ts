import { assertHasFields, isMultiRecord, type Field } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { FieldValue } from '@docsift/core/field-value';
import { MAX_RECORDS_PER_PARSE } from '@docsift/core/limits';
import {
  assertWithinRecordLimit,
  type ExtractRequest,
  type ExtractResult,
} from '../../extractor.ts';
import { normalizeValue } from '../../normalize/normalize-value.ts';
import { createCallDeadline } from './call-with-retry.ts';
import type { ConfiguredModel } from './create-language-model.ts';
import { matchingExample } from '../../learning/worked-example.ts';
import { extractionSystemPrompt, windowPrompt, workedExampleSection } from './extraction-prompt.ts';
import { AnswerCutOffError, generateStructured } from './generate-structured.ts';
import type { LlmConfig } from './llm-config.ts';
import { locateSources } from './locate-sources.ts';
import { mergeWindowRecords, type WindowRecord } from './merge-window-records.ts';
import { mapConcurrently } from './map-concurrently.ts';
import {
  estimateTokens,
  halveWindow,
  inputBudgetTokens,
  pageWindows,
  type PageWindow,
} from './page-windows.ts';
import { outputJsonSchema, readModelOutput, type RawRecord } from './record-schema.ts';

// The user message's part header and the structured-output wrapping the provider adds.
const MESSAGE_OVERHEAD_TOKENS = 64;

/**
 * A worked example takes at most this share of the context: it goes with every window, whose
 * document text and answer need the rest. A small local model's context shows none rather than
 * cutting the document into many more requests.
 */
const MAX_EXAMPLE_CONTEXT_SHARE = 0.25;

/** Extracts the doctype's records window by window, then merges, normalises and locates them. */
export async function extractWithLlm(
  request: ExtractRequest,
  model: ConfiguredModel,
  config: LlmConfig,
): Promise<ExtractResult> {
  const { ocr, doctype, signal } = request;
  assertHasFields(doctype);
  const system = extractionSystemPrompt(doctype, exampleFor(request, config));
  const schema = outputJsonSchema(doctype.fields, doctype.mode);
  const budget = inputBudgetTokens({
    contextTokens: config.contextTokens,
    promptTokens:
      estimateTokens(system) + estimateTokens(JSON.stringify(schema)) + MESSAGE_OVERHEAD_TOKENS,
    fieldCount: doctype.fields.length,
    isMultiRecord: isMultiRecord(doctype.mode),
  });
  const pagesWithText = ocr.pages.filter((page) => page.text.trim() !== '');
  const windows = pageWindows(pagesWithText, budget, doctype.mode === 'single');

  let recordCount = 0;
  const unreadWindows: AppError[] = [];
  const perWindow = await mapConcurrently(
    windows,
    config.concurrency,
    async (window, index, stopped) => {
      const ask = async (part: PageWindow): Promise<RawRecord[]> => {
        try {
          return await generateStructured(
            {
              system,
              prompt: windowPrompt(part, index, windows.length, doctype.mode),
              schema,
              read: (value) => readModelOutput(value, doctype.fields, doctype.mode),
            },
            {
              model,
              deadline: createCallDeadline(config.timeoutMs, anyOf(signal, stopped)),
              policy: config,
            },
          );
        } catch (error) {
          // A table too long for the model's output limit: ask for each half separately.
          const halves = error instanceof AnswerCutOffError ? halveWindow(part) : undefined;
          if (!halves) throw error;
          return [...(await ask(halves[0])), ...(await ask(halves[1]))];
        }
      };
      const pages = [...new Set(window.slices.map((slice) => slice.page))];
      let raw: RawRecord[];
      try {
        raw = await ask(window);
      } catch (error) {
        if (!isInvalidOutput(error)) throw error;
        // The answer stayed unusable after the repair: the other windows' records are kept and
        // these pages get an empty record marked unread, for a person to fill in.
        unreadWindows.push(error);
        return [{ values: emptyRecord(doctype.fields), pages, unreadPages: pages }];
      }
      recordCount += raw.length;
      // Stop asking for more windows once the document is known to be over the limit.
      if (recordCount > MAX_RECORDS_PER_PARSE) throw new AppError('parse/record-limit');
      return raw.map((record): WindowRecord => ({
        values: normalizeRecord(record, doctype.fields),
        pages,
      }));
    },
  );
  // Nothing was read at all: that is the document failing, not a page.
  if (unreadWindows.length > 0 && unreadWindows.length === windows.length) throw unreadWindows[0];

  const merged = mergeWindowRecords(doctype.mode, perWindow);
  assertWithinRecordLimit(merged);
  return { records: locateSources(ocr, doctype.fields, merged) };
}

/**
 * The worked example of the document's layout, as a prompt section, when there is one and it
 * fits. Corrections teach record-per-document and record-per-page doctypes only, whose answer is
 * one object like the example's values.
 */
function exampleFor(
  { ocr, doctype, examples = [] }: ExtractRequest,
  config: LlmConfig,
): string | undefined {
  if (isMultiRecord(doctype.mode)) return undefined;
  const example = matchingExample(ocr, examples);
  const section = example && workedExampleSection(example, doctype.fields);
  return section && estimateTokens(section) <= config.contextTokens * MAX_EXAMPLE_CONTEXT_SHARE
    ? section
    : undefined;
}

function normalizeRecord(raw: RawRecord, fields: readonly Field[]): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field) => [field.key, normalizeValue(raw[field.key], field.type)]),
  );
}

function emptyRecord(fields: readonly Field[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field.key, null]));
}

/** `llm/invalid-output`: invalid twice, or cut off where the window cannot be halved any more. */
function isInvalidOutput(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'llm/invalid-output';
}

function anyOf(outer: AbortSignal | undefined, inner: AbortSignal): AbortSignal {
  return outer ? AbortSignal.any([outer, inner]) : inner;
}
