/** The extraction engine chosen by config: offline rules, or a language model. */
import type { Extractor } from '../extractor.ts';
import type { LlmConfig } from './llm/llm-config.ts';
import { createOfflineExtractor } from './offline/offline-extractor.ts';

/** The engine and, for a language model, its settings (parsed from LLM_* by the caller). */
export type ExtractorConfig = { engine: 'offline' } | { engine: 'llm'; llm: LlmConfig };

export function createExtractor(config: ExtractorConfig): Extractor {
  switch (config.engine) {
    case 'offline':
      return createOfflineExtractor();
    case 'llm':
      return createLazyLlmExtractor(config.llm);
  }
}

/**
 * The LLM engine, its AI SDK and providers imported on first use: tens of MB that a deployment
 * on the offline engine never loads. The configuration is still read and checked up front.
 */
function createLazyLlmExtractor(config: LlmConfig): Extractor {
  let loaded: Promise<Extractor> | undefined;
  const engine = () =>
    (loaded ??= import('./llm/create-llm-extractor.ts').then(({ createLlmExtractor }) =>
      createLlmExtractor(config),
    ));
  return {
    name: 'llm',
    extract: async (request) => (await engine()).extract(request),
    suggestFields: async (ocr, language) => (await engine()).suggestFields(ocr, language),
    calibrate: async (ocr, doctype, language) => (await engine()).calibrate(ocr, doctype, language),
  };
}
