/**
 * Work that runs out of time gets one more try with a longer deadline before it fails: a busy
 * machine (OCR of other documents on the same cores) can slow a slice past a deadline sized for
 * its pages. The deadline is the work's own, counted from its start by whoever runs it (the
 * extraction pool's clock starts when a process takes the task, not while the task waits).
 */
import { AppError } from '@docsift/core/errors';

/** How much longer the second try may take than the first. */
export const LONGER_TRY_FACTOR = 2;

/** Runs `work` with `timeoutMs`; a deadline-exceeded of its own (not the caller's abort) is tried once more. */
export async function withOneLongerTry<T>(
  work: (timeoutMs: number) => Promise<T>,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<T> {
  try {
    return await work(timeoutMs);
  } catch (error) {
    const isOwnTimeout = error instanceof AppError && error.code === 'deadline-exceeded';
    if (!isOwnTimeout || signal.aborted) throw error;
    return work(timeoutMs * LONGER_TRY_FACTOR);
  }
}
