import { AppError } from '@docsift/core/errors';

/** The catalogue error for an aborted signal: a timeout is 'deadline-exceeded', anything else 'cancelled'. */
export function abortError(signal: AbortSignal): AppError {
  const reason: unknown = signal.reason;
  if (reason instanceof AppError) return reason;
  const isTimeout = reason instanceof DOMException && reason.name === 'TimeoutError';
  return new AppError(isTimeout ? 'deadline-exceeded' : 'cancelled', { cause: reason });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}
