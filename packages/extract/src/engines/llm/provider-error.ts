import { AppError, codeForHttpStatus, type ErrorCode } from '@docsift/core/errors';
import { APICallError, LoadAPIKeyError } from 'ai';

/** Whether another attempt may succeed: rate limits, server errors, timeouts at the provider, network failures. */
export function isTransientProviderError(error: unknown): error is APICallError {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable;
  return status === 408 || status === 429 || status >= 500;
}

/** Catalogue code for what the provider answered. */
function codeForProviderStatus(status: number): ErrorCode {
  if (status === 413 || status === 422) return 'invalid-argument';
  // The model service failing is "unavailable" to us, whatever its own 5xx says.
  if (status >= 500) return 'unavailable';
  return codeForHttpStatus(status);
}

/** A provider failure as a catalogue error whose message says what the provider said. */
export function appErrorFromProviderError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (LoadAPIKeyError.isInstance(error)) {
    return new AppError('unauthenticated', {
      message: 'The language model needs an API key (LLM_API_KEY)',
      cause: error,
    });
  }
  if (APICallError.isInstance(error)) {
    const where = hostOf(error.url);
    if (error.statusCode === undefined) {
      return new AppError('unavailable', {
        message: `Cannot reach the language model at ${where}`,
        cause: error,
      });
    }
    const detail = excerpt(error.responseBody ?? error.message);
    return new AppError(codeForProviderStatus(error.statusCode), {
      message: `The language model at ${where} answered ${error.statusCode}${detail ? `: ${detail}` : ''}`,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('internal', {
    message: `The language model call failed: ${excerpt(message)}`,
    cause: error,
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured URL';
  }
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
