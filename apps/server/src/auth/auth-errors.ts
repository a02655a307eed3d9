/**
 * better-auth speaks its own error codes; the API speaks the catalogue's. Every call into
 * better-auth goes through `translateAuthErrors`, so no library error reaches a client.
 */
import type { ErrorCode } from '@docsift/core/errors';
import { AppError } from '@docsift/core/errors';
import { isAPIError } from 'better-auth/api';

const catalogueCodes: Record<string, { code: ErrorCode; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'auth/invalid-credential' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'auth/invalid-credential' },
  USER_ALREADY_EXISTS: { code: 'auth/email-already-in-use', field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'auth/email-already-in-use', field: 'email' },
  INVALID_EMAIL: { code: 'invalid-argument', field: 'email' },
  PASSWORD_TOO_SHORT: { code: 'auth/weak-password', field: 'password' },
  PASSWORD_TOO_LONG: { code: 'invalid-argument', field: 'password' },
  INVALID_TOKEN: { code: 'auth/invalid-action-code' },
  INVALID_PASSWORD: { code: 'auth/wrong-password', field: 'currentPassword' },
  USER_NOT_FOUND: { code: 'auth/user-not-found' },
};

export function toAppError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const known = catalogueCodes[String(error.body?.code ?? '')];
  if (known) return new AppError(known.code, { field: known.field, cause: error });
  const status = error.statusCode;
  if (status === 401) return new AppError('unauthenticated', { cause: error });
  if (status === 404) return new AppError('not-found', { cause: error });
  if (status === 429) return new AppError('auth/too-many-requests', { cause: error });
  return new AppError(status >= 400 && status < 500 ? 'invalid-argument' : 'internal', {
    cause: error,
  });
}

export async function translateAuthErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}
