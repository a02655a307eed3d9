/**
 * Work on an upload stops when the upload is deleted: the work's signal aborts (which kills its
 * extraction process) within a poll of the deletion, on whichever node the deletion happened.
 */
import { AppError } from '@docsift/core/errors';

const POLL_MS = 1000;

/** Runs `work` with `signal` plus the upload's deletion; resolves to null when it was deleted. */
export async function whileUploadExists<T>(
  exists: () => Promise<boolean>,
  signal: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
  pollMs = POLL_MS,
): Promise<T | null> {
  const deleted = new AbortController();
  const timer = setInterval(() => {
    // A failed check (the database busy) is no deletion: the next poll asks again.
    exists().then(
      (isThere) => isThere || deleted.abort(new AppError('cancelled')),
      () => {},
    );
  }, pollMs);
  try {
    return await work(AbortSignal.any([signal, deleted.signal]));
  } catch (error) {
    if (deleted.signal.aborted) return null;
    throw error;
  } finally {
    clearInterval(timer);
  }
}
