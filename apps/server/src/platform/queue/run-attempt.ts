/**
 * One attempt of one job, the same for both queues: the payload is validated, the handler gets
 * a signal that aborts on the job's deadline or on shutdown, and the outcome is classified.
 */
import { AppError } from '@docsift/core/errors';
import type { JobDefinition, JobFailure, JobHandler } from './job-queue.ts';
import { isPermanentFailure, toJobFailure } from './job-failure.ts';

export type AttemptOutcome =
  { ok: true } | { ok: false; failure: JobFailure; isPermanent: boolean; error: unknown };

interface AttemptInput<P> {
  job: JobDefinition<P>;
  jobId: string;
  version: number;
  payload: unknown;
  attempt: number;
  timeoutMs: number;
  /** Aborts the attempt from outside (shutdown, lost lease). */
  stopSignal: AbortSignal;
  handler: JobHandler<P>;
}

export async function runAttempt<P>(input: AttemptInput<P>): Promise<AttemptOutcome> {
  const { job } = input;
  if (input.version > job.version) {
    return failed(
      new AppError('invalid-argument', {
        message: `job ${job.name} v${input.version} is newer than this worker (v${job.version})`,
      }),
    );
  }
  const parsed = job.payload.safeParse(input.payload);
  if (!parsed.success)
    return failed(
      new AppError('invalid-argument', {
        message: `invalid ${job.name} payload`,
        cause: parsed.error,
      }),
    );

  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new AppError('deadline-exceeded')),
    input.timeoutMs,
  );
  const signal = AbortSignal.any([deadline.signal, input.stopSignal]);
  try {
    // The handler should honour the signal; the race makes sure a stuck one cannot hold the slot.
    await Promise.race([
      input.handler(parsed.data, { jobId: input.jobId, attempt: input.attempt, signal }),
      rejectOnAbort(signal),
    ]);
    return { ok: true };
  } catch (error) {
    if (deadline.signal.aborted && job.isTimeoutFinal) return failed(deadline.signal.reason, true);
    if (signal.aborted) return failed(signal.reason);
    // A deadline of the work itself (the extraction pool's, after its longer try) is as final.
    const isFinalTimeout = job.isTimeoutFinal === true && isTimeout(error);
    return failed(error, isFinalTimeout || isPermanentFailure(error));
  } finally {
    clearTimeout(timer);
  }
}

/** A failed attempt's log fields: a bad file or doctype is the user's to fix, so no stack trace. */
export function failureLogFields(outcome: Extract<AttemptOutcome, { ok: false }>): {
  failure: JobFailure;
  err?: unknown;
} {
  return outcome.isPermanent
    ? { failure: outcome.failure }
    : { failure: outcome.failure, err: outcome.error };
}

function failed(error: unknown, isPermanent = isPermanentFailure(error)): AttemptOutcome {
  return { ok: false, failure: toJobFailure(error), isPermanent, error };
}

function isTimeout(error: unknown): boolean {
  return error instanceof AppError && error.code === 'deadline-exceeded';
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Aborts a queue's running attempts with 'cancelled' (which hands their jobs back) after
 * `graceMs`, at once for 0. Returns what calls that off once they have all ended.
 */
export function cancelAfter(controller: AbortController, graceMs: number): () => void {
  const cancel = () => controller.abort(new AppError('cancelled'));
  if (graceMs <= 0) {
    cancel();
    return () => {};
  }
  const timer = setTimeout(cancel, graceMs);
  return () => clearTimeout(timer);
}
