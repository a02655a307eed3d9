import type { Extractor } from '../../extractor.ts';
import { calibrateWithLlm } from './calibrate-with-llm.ts';
import { createLanguageModel } from './create-language-model.ts';
import { extractWithLlm } from './extract-with-llm.ts';
import type { LlmConfig } from './llm-config.ts';
import { suggestFieldsWithLlm } from './suggest-fields-with-llm.ts';

/** The LLM engine: any configured provider, structured output, windows for long documents. */
export function createLlmExtractor(config: LlmConfig): Extractor {
  const model = createLanguageModel(config);
  return {
    name: 'llm',
    extract: (request) => extractWithLlm(request, model, config),
    suggestFields: (ocr, language) => suggestFieldsWithLlm(ocr, language, model, config),
    calibrate: (ocr, doctype) => calibrateWithLlm(ocr, doctype, model, config),
  };
}
