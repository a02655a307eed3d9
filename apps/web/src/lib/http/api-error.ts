import type { ApiErrorBody, ErrorCode } from '@docsift/core/errors';
import { codeForHttpStatus, isErrorCode } from '@docsift/core/errors';

/** A failed API call, carrying the catalogue code the UI translates as `errors.<code>`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, status: number, message?: string, field?: string) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error;
}

/** Builds the ApiError for a non-2xx answer; an unknown body falls back to the status mapping. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body) && isErrorCode(body.error.code)) {
    const { code, message, field } = body.error;
    return new ApiError(
      code,
      status,
      typeof message === 'string' ? message : undefined,
      typeof field === 'string' ? field : undefined,
    );
  }
  return new ApiError(codeForHttpStatus(status), status);
}

/**
 * A 400 that names no field: the server refused the request's shape, which no user input
 * can fix. It is a bug of the client, not a reason to ask the user to check their input.
 */
export function isMalformedRequest(error: ApiError): boolean {
  return error.status === 400 && error.code === 'invalid-argument' && error.field == null;
}

/** Whether a call failed because what it asked for does not exist (or is not the caller's). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** The catalogue code to translate (`errors.<code>`) for any failure, `unknown` for non-API ones. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'unknown';
