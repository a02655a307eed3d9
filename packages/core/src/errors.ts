/**
 * The error catalogue (product spec section 8): one table from code to HTTP status and the
 * message key the web translates. Throw `new AppError(code)`; one place maps it to HTTP.
 */

/** Generic function-call codes, keyed by the HTTP status they travel with. */
const statusCodes = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
  unknown: 500,
} as const;

export type StatusCode = keyof typeof statusCodes;

/** Domain codes with the generic code whose status they use. */
const domainCodes = {
  'auth/invalid-credential': 'unauthenticated',
  'auth/user-not-found': 'not-found',
  'auth/wrong-password': 'unauthenticated',
  'auth/email-already-in-use': 'aborted',
  'auth/passwords-not-match': 'invalid-argument',
  'auth/invalid-action-code': 'invalid-argument',
  'auth/weak-password': 'invalid-argument',
  'auth/too-many-requests': 'resource-exhausted',
  'auth/provider-not-configured': 'unimplemented',
  'credits/depleted': 'resource-exhausted',
  'credits/purchased': 'aborted',
  'parse/record-limit': 'resource-exhausted',
  'parse/payer-gone': 'aborted',
  'doctype/reparse': 'aborted',
  'doctype/no-fields': 'invalid-argument',
  'doctype/max-doctypes': 'resource-exhausted',
  'doctype/invalid-rule': 'invalid-argument',
  'payment/already-subscribed': 'aborted',
  'payment/product-not-found': 'not-found',
  'payment/not-configured': 'unimplemented',
  'payment/failed': 'aborted',
  'payment/not-subscribed': 'aborted',
  'payment/not-an-upgrade': 'aborted',
  'file/empty': 'invalid-argument',
  'file/unsupported-type': 'invalid-argument',
  'file/too-large': 'invalid-argument',
  'file/corrupt': 'invalid-argument',
  'file/encrypted': 'invalid-argument',
  'file/too-many-pages': 'invalid-argument',
  'file/too-many-pixels': 'invalid-argument',
  'file/too-many-cells': 'invalid-argument',
  'file/too-many-rows': 'invalid-argument',
  'file/unreadable': 'invalid-argument',
  'uploads/too-many-waiting': 'resource-exhausted',
  'records/too-many': 'invalid-argument',
  'scan/failed': 'internal',
  'mail/no-attachments': 'invalid-argument',
  'mail/plan-required': 'permission-denied',
  'llm/invalid-output': 'internal',
  'webhook/forbidden-address': 'invalid-argument',
  'webhook/delivered': 'aborted',
  'webhook/not-resendable': 'aborted',
  'team/shared': 'aborted',
  'team/already-member': 'aborted',
  'team/author-stays': 'invalid-argument',
  'team/invitation-used': 'aborted',
  'team/invitation-expired': 'aborted',
  'team/invitation-other-account': 'permission-denied',
} as const satisfies Record<string, StatusCode>;

export type DomainCode = keyof typeof domainCodes;
export type ErrorCode = StatusCode | DomainCode;

/** English fallback texts; the web shows translated `errors.<code>` keys instead. */
export const errorMessages: Record<ErrorCode, string> = {
  'invalid-argument': 'Invalid argument',
  unauthenticated: 'Please sign in',
  'permission-denied': 'Permission denied',
  'not-found': 'Not found',
  aborted: 'The request conflicts with the current state',
  'resource-exhausted': 'Too many requests',
  cancelled: 'Cancelled',
  internal: 'Something went wrong',
  unimplemented: 'Not implemented',
  unavailable: 'Service unavailable',
  'deadline-exceeded': 'The operation timed out',
  unknown: 'Unknown error',
  'auth/invalid-credential': 'E-Mail not found or incorrect password',
  'auth/user-not-found': 'User not found',
  'auth/wrong-password': 'Wrong password',
  'auth/email-already-in-use': 'E-Mail already exists',
  'auth/passwords-not-match': 'Passwords do not match',
  'auth/invalid-action-code': 'The link has expired or has already been used',
  'auth/weak-password': 'The password must have at least 6 characters',
  'auth/too-many-requests': 'Too many attempts, please try again later',
  'auth/provider-not-configured': 'This sign-in provider is not configured',
  'credits/depleted': 'Your credits have been depleted',
  'credits/purchased': 'Credits added',
  'parse/record-limit': 'The document exceeded 10.000 records while parsing',
  'parse/payer-gone': 'Its uploader deleted their account before the parse was paid',
  'doctype/reparse': 'Document type updated, reprocess existing uploads',
  'doctype/no-fields': 'No fields defined',
  'doctype/max-doctypes': 'Maximum number of document types reached',
  'doctype/invalid-rule': 'A validation rule or check is not valid',
  'payment/already-subscribed': 'You are already subscribed',
  'payment/product-not-found': 'Product not found',
  'payment/not-configured': 'Payments are not configured on this server',
  'payment/failed': 'Your payment failed',
  'payment/not-subscribed': 'You have no subscription to change',
  'payment/not-an-upgrade': 'Only a higher plan can be chosen here',
  'file/empty': 'The file is empty',
  'file/unsupported-type': 'Unsupported file type: use PDF, an image, DOCX, XLSX, ODS or CSV',
  'file/too-large': 'The file is too large',
  'file/corrupt': 'The file is damaged and cannot be read',
  'file/encrypted': 'The file is password-protected',
  'file/too-many-pages': 'The document has too many pages',
  'file/too-many-pixels': 'The image is too large',
  'file/too-many-cells': 'The spreadsheet has too many cells',
  'file/too-many-rows': 'The spreadsheet has more than 10,000 rows under its headings',
  'file/unreadable': 'The image could not be read in the time its size allows: it may hold no text',
  'uploads/too-many-waiting': 'Too many of your documents are waiting to be processed',
  'records/too-many': 'This view holds more than 10,000 records: narrow it with a filter',
  'scan/failed': 'Something went wrong while scanning your document.',
  'mail/no-attachments':
    'An e-mail arrived without a PDF, image, DOCX, XLSX, ODS or CSV attachment',
  'mail/plan-required': 'An e-mail was refused: inbound e-mail needs the starter plan',
  'llm/invalid-output': 'The language model returned invalid output',
  'webhook/forbidden-address':
    'Webhooks cannot be sent to private, loopback, link-local or metadata addresses',
  'webhook/delivered': 'This delivery was received: only a failed one is sent again',
  'webhook/not-resendable': 'This delivery cannot be sent again: its upload or records are gone',
  'team/shared': 'A document type was shared with you',
  'team/already-member': 'This person is already a member',
  'team/author-stays': 'The author cannot leave the document type: delete it instead',
  'team/invitation-used': 'This invitation has already been used',
  'team/invitation-expired': 'This invitation has expired: ask for a new one',
  'team/invitation-other-account':
    'This invitation was sent to another e-mail address: sign in with that address',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessages, value);
}

/** HTTP status for any catalogue code. */
export function httpStatusOf(code: ErrorCode): number {
  const generic: StatusCode =
    code in statusCodes ? (code as StatusCode) : domainCodes[code as DomainCode];
  return statusCodes[generic];
}

/** The function-error mapping: HTTP status → generic code (else unknown). */
export function codeForHttpStatus(status: number): StatusCode {
  for (const [code, s] of Object.entries(statusCodes) as [StatusCode, number][]) {
    if (s === status && code !== 'unknown') return code;
  }
  return 'unknown';
}

/** Translation key of a code's message: `errors.auth/invalid-credential`. */
export function messageKeyOf(code: ErrorCode): string {
  return `errors.${code}`;
}

/** The JSON body of every API error. `field` names the offending input where there is one. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** For a 429: how long the caller should wait (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return httpStatusOf(this.code);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}
