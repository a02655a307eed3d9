import { ApiError, apiErrorFromResponse, isMalformedRequest } from './api-error.ts';

/** The spec's call timeout (70 s); a timeout surfaces as deadline-exceeded. */
const REQUEST_TIMEOUT_MS = 70_000;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the JSON API with the session cookie; throws ApiError for every failure, or the
 * reason of `signal` once it aborts (a query TanStack Query cancelled).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    const isTimeout = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError(isTimeout ? 'deadline-exceeded' : 'internal', 0);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, payload);
    if (!isMalformedRequest(error)) throw error;
    console.error(`${method} ${path} was refused as malformed: ${error.message}`);
    throw new ApiError('internal', error.status, error.message);
  }
  // Development builds hold every answer to its core schema; production trusts the server.
  if (import.meta.env.DEV)
    (await import('./response-contracts.ts')).checkResponse(method, path, payload);
  return payload as T;
}
