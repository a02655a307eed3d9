/**
 * What a failed attempt means for its job: bad input fails for good at once, anything else
 * (a timeout, a crash, a database or network hiccup) is worth another attempt.
 */
import { AppError, isErrorCode } from '@docsift/core/errors';
import type { JobFailure } from './job-queue.ts';

/**
 * Codes that no retry can fix: the file, the doctype or the payload is wrong, the credits are
 * spent, or their owner is gone.
 */
const permanentCodes = new Set<string>([
  'credits/depleted',
  'doctype/no-fields',
  'parse/record-limit',
  'parse/payer-gone',
  'invalid-argument',
  'not-found',
]);

export function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof AppError && (error.code.startsWith('file/') || permanentCodes.has(error.code))
  );
}

/** The {code, message} kept for a failed job; unexpected errors become `internal`, not their text. */
export function toJobFailure(error: unknown): JobFailure {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isJobFailure(error)) return error;
  return { code: 'internal', message: new AppError('internal').message };
}

function isJobFailure(value: unknown): value is JobFailure {
  return (
    typeof value === 'object' &&
    value != null &&
    isErrorCode((value as JobFailure).code) &&
    typeof (value as JobFailure).message === 'string'
  );
}

/** Delay before retry number `retry` (1 for the first retry). */
export function retryDelayMs(retry: number, delaySeconds: number, isBackoff: boolean): number {
  const factor = isBackoff ? 2 ** Math.min(16, retry - 1) : 1;
  return Math.round(delaySeconds * 1000 * factor);
}
