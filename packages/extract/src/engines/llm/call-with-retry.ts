import { AppError } from '@docsift/core/errors';
import type { LlmConfig } from './llm-config.ts';
import { appErrorFromProviderError, isTransientProviderError } from './provider-error.ts';
import { backoffMs, retryAfterMs, waitFor } from './retry-delay.ts';

export type RetryPolicy = Pick<LlmConfig, 'maxRetries' | 'retryBaseMs' | 'retryMaxDelayMs'>;

/** One model call's time limit, shared by its attempts, backoff waits and repair. */
export interface CallDeadline {
  signal: AbortSignal;
  /** The catalogue error for an aborted call: our deadline, or the caller cancelling. */
  abortError(): AppError;
}

export function createCallDeadline(timeoutMs: number, outer?: AbortSignal): CallDeadline {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = outer ? AbortSignal.any([timeout, outer]) : timeout;
  return {
    signal,
    abortError: () =>
      timeout.aborted
        ? new AppError('deadline-exceeded', {
            message: `The language model did not answer within ${timeoutMs} ms`,
          })
        : new AppError('cancelled'),
  };
}

/**
 * Runs `attempt` until it succeeds, retrying transient provider failures (429, 5xx, network) with
 * backoff that honours Retry-After. Everything ends as a catalogue error.
 */
export async function callWithRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  deadline: CallDeadline,
  policy: RetryPolicy,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.abortError();
      if (!isTransientProviderError(error) || tries >= policy.maxRetries)
        throw appErrorFromProviderError(error);
      const asked = retryAfterMs(error.responseHeaders);
      // A provider asking for a longer pause than we allow will not be ready in time: give up now.
      if (asked !== undefined && asked > policy.retryMaxDelayMs)
        throw appErrorFromProviderError(error);
      const delay = asked ?? backoffMs(tries, policy.retryBaseMs, policy.retryMaxDelayMs);
      try {
        await waitFor(delay, deadline.signal);
      } catch {
        throw deadline.abortError();
      }
    }
  }
}
