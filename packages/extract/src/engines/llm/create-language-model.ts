import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { generateText, LanguageModel } from 'ai';
import { createOllama } from 'ollama-ai-provider-v2';
import type { LlmConfig } from './llm-config.ts';

type ProviderOptions = NonNullable<Parameters<typeof generateText>[0]['providerOptions']>;

/** A configured model plus the provider options every call to it carries. */
export interface ConfiguredModel {
  model: LanguageModel;
  providerOptions: ProviderOptions;
}

export function createLanguageModel(config: LlmConfig): ConfiguredModel {
  routeSdkWarningsToStderr();
  const apiKey = config.apiKey;
  switch (config.provider) {
    case 'openai': {
      // `.chat` (not the default Responses API) so any chat-completions endpoint works as LLM_BASE_URL.
      const openai = createOpenAI({
        apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      });
      return { model: openai.chat(config.model), providerOptions: {} };
    }
    case 'openai-compatible': {
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        ...(apiKey ? { apiKey } : {}),
        // Ollama, vLLM, LM Studio, llama.cpp and OpenRouter all accept response_format json_schema.
        supportsStructuredOutputs: true,
      });
      return { model: compatible.chatModel(config.model), providerOptions: {} };
    }
    case 'anthropic': {
      const anthropic = createAnthropic({
        apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      });
      return { model: anthropic(config.model), providerOptions: {} };
    }
    case 'ollama': {
      const ollama = createOllama({
        ...(config.baseUrl ? { baseURL: ollamaApiUrl(config.baseUrl) } : {}),
        ...(apiKey ? { headers: { authorization: `Bearer ${apiKey}` } } : {}),
      });
      // Ollama silently truncates prompts beyond its default context; ask for the configured size.
      return {
        model: ollama(config.model),
        providerOptions: { ollama: { options: { num_ctx: config.contextTokens } } },
      };
    }
  }
}

/** Users write Ollama's address as `http://host:11434`; its native API lives under `/api`. */
export function ollamaApiUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`;
}

/**
 * The SDK prints its first warning notice with console.info (stdout), which would corrupt
 * `docsift extract --json`; send warnings to stderr unless the host chose its own logger.
 */
function routeSdkWarningsToStderr(): void {
  if (globalThis.AI_SDK_LOG_WARNINGS !== undefined) return;
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model }) => {
    for (const warning of warnings)
      console.warn(`LLM warning (${provider} / ${model}): ${JSON.stringify(warning)}`);
  };
}
