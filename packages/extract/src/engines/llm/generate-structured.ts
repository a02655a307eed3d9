import { AppError } from '@docsift/core/errors';
import {
  generateText,
  JSONParseError,
  jsonSchema,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  TypeValidationError,
  type JSONSchema7,
  type ModelMessage,
} from 'ai';
import { callWithRetry, type CallDeadline, type RetryPolicy } from './call-with-retry.ts';
import type { ConfiguredModel } from './create-language-model.ts';

export type Reading<T> = { success: true; value: T } | { success: false; error: Error };

export interface StructuredRequest<T> {
  /** Instructions: the system message. */
  system: string;
  /** The document text and task: the user message. */
  prompt: string;
  /** The JSON schema the provider constrains the answer to. */
  schema: JSONSchema7;
  /** Checks and converts the parsed JSON; its error text goes back to the model on repair. */
  read: (value: unknown) => Reading<T>;
}

export interface StructuredCall {
  model: ConfiguredModel;
  deadline: CallDeadline;
  policy: RetryPolicy;
}

type Answer<T> =
  { ok: true; value: T } | { ok: false; text: string; problem: string; isCutOff: boolean };

/** The answer hit the model's output limit: asking again will not help, a smaller input may. */
export class AnswerCutOffError extends AppError {
  constructor() {
    super('llm/invalid-output', {
      message: "The language model's answer was cut off at its output limit",
    });
  }
}

/**
 * Asks for JSON matching the schema. An unusable answer gets one repair round (the problem is
 * sent back); a second unusable answer is `llm/invalid-output`. An answer cut off at the output
 * limit throws AnswerCutOffError at once.
 */
export async function generateStructured<T>(
  request: StructuredRequest<T>,
  call: StructuredCall,
): Promise<T> {
  const messages: ModelMessage[] = [{ role: 'user', content: request.prompt }];
  const first = await ask(request, messages, call);
  if (first.ok) return first.value;
  if (first.isCutOff) throw new AnswerCutOffError();
  const repair: ModelMessage[] = [
    ...messages,
    { role: 'assistant', content: first.text || '(empty answer)' },
    {
      role: 'user',
      content: `Your answer could not be used: ${first.problem}. Answer again with only a JSON value that matches the schema.`,
    },
  ];
  const second = await ask(request, repair, call);
  if (second.ok) return second.value;
  if (second.isCutOff) throw new AnswerCutOffError();
  throw new AppError('llm/invalid-output', {
    message: `The language model returned invalid output twice: ${second.problem}`,
  });
}

function ask<T>(
  request: StructuredRequest<T>,
  messages: ModelMessage[],
  call: StructuredCall,
): Promise<Answer<T>> {
  const output = Output.object({
    schema: jsonSchema<T>(request.schema, { validate: request.read }),
    name: 'extraction',
  });
  return callWithRetry(
    async (abortSignal) => {
      try {
        const result = await generateText({
          model: call.model.model,
          providerOptions: call.model.providerOptions,
          system: request.system,
          messages,
          output,
          temperature: 0,
          // Retries are ours (call-with-retry): bounded, Retry-After aware, mapped to catalogue errors.
          maxRetries: 0,
          abortSignal,
        });
        return { ok: true, value: result.output };
      } catch (error) {
        if (NoObjectGeneratedError.isInstance(error)) {
          return {
            ok: false,
            text: error.text ?? '',
            problem: problemOf(error),
            isCutOff: error.finishReason === 'length',
          };
        }
        if (NoOutputGeneratedError.isInstance(error))
          return { ok: false, text: '', problem: 'the answer was empty', isCutOff: false };
        throw error;
      }
    },
    call.deadline,
    call.policy,
  );
}

function problemOf(error: NoObjectGeneratedError): string {
  const cause = error.cause;
  if (JSONParseError.isInstance(cause)) return 'it is not valid JSON';
  if (TypeValidationError.isInstance(cause) && cause.cause instanceof Error)
    return cause.cause.message;
  return error.message;
}
