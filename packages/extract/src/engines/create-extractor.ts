/** The extraction engine chosen by config: offline rules, or a language model. */
import type { Extractor } from '../extractor.ts';
import { llmConfigFromEnv, type LlmConfig } from './llm/llm-config.ts';
import { createOfflineExtractor } from './offline/offline-extractor.ts';

export interface CreateExtractorOptions {
  engine: 'offline' | 'llm';
  /** The LLM engine's configuration; read from LLM_* in the environment when absent. */
  llm?: LlmConfig;
}

export function createExtractor(options: CreateExtractorOptions): Extractor {
  switch (options.engine) {
    case 'offline':
      return createOfflineExtractor();
    case 'llm':
      return createLazyLlmExtractor(options.llm ?? llmConfigFromEnv(process.env));
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
    calibrate: async (ocr, doctype) => (await engine()).calibrate(ocr, doctype),
  };
}
