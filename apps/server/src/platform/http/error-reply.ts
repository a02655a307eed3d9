/**
 * The one place that turns any thrown value into an HTTP answer with an ApiErrorBody.
 * Catalogue errors keep their status; validation failures name the field; anything unexpected
 * is a 500 `internal` whose body carries no detail.
 */
import type { ApiErrorBody, ErrorCode } from '@docsift/core/errors';
import {
  AppError,
  codeForHttpStatus,
  errorMessages,
  httpStatusOf,
  isErrorCode,
} from '@docsift/core/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface ErrorReply {
  status: number;
  body: ApiErrorBody;
  /** True when the error is a bug or an outage rather than a bad request. */
  isUnexpected: boolean;
}

export function toErrorReply(error: unknown): ErrorReply {
  // A 501 is the server's configuration answering (payments not set up), not a failure.
  if (error instanceof AppError)
    return reply(
      error.code,
      error.message,
      error.field,
      error.status >= 500 && error.status !== 501,
    );
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    // A refinement whose message is a catalogue code (auth/passwords-not-match) answers with that code.
    const code: ErrorCode = isErrorCode(first.message) ? first.message : 'invalid-argument';
    return reply(code, first.message ?? errorMessages[code], field, false);
  }
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    const generic = codeForHttpStatus(status);
    const code: ErrorCode = generic === 'unknown' ? 'invalid-argument' : generic;
    return reply(code, (error as Error).message || errorMessages[code], undefined, false);
  }
  return reply('internal', errorMessages.internal, undefined, true);
}

function reply(
  code: ErrorCode,
  message: string,
  field: string | undefined,
  isUnexpected: boolean,
): ErrorReply {
  return {
    status: httpStatusOf(code),
    body: { error: { code, message, ...(field ? { field } : {}) } },
    isUnexpected,
  };
}
