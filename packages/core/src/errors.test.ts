import { describe, expect, it } from 'vitest';
import { AppError, codeForHttpStatus, errorMessages, httpStatusOf, isErrorCode } from './errors.ts';

describe('function-error status mapping', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [418, 'unknown'],
    [502, 'unknown'],
  ] as const)('%i → %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code);
  });
});

describe('catalogue', () => {
  it('gives domain codes the status of their generic code', () => {
    expect(httpStatusOf('auth/invalid-credential')).toBe(401);
    expect(httpStatusOf('auth/email-already-in-use')).toBe(409);
    expect(httpStatusOf('credits/depleted')).toBe(429);
    expect(httpStatusOf('doctype/max-doctypes')).toBe(429);
    expect(httpStatusOf('file/unsupported-type')).toBe(400);
    expect(httpStatusOf('deadline-exceeded')).toBe(504);
  });

  it('keeps the spec texts', () => {
    expect(errorMessages['auth/invalid-credential']).toBe('E-Mail not found or incorrect password');
    expect(errorMessages['auth/email-already-in-use']).toBe('E-Mail already exists');
    expect(errorMessages['auth/passwords-not-match']).toBe('Passwords do not match');
    expect(errorMessages['credits/depleted']).toBe('Your credits have been depleted');
    expect(errorMessages['scan/failed']).toBe('Something went wrong while scanning your document.');
  });

  it('recognises catalogue codes only', () => {
    expect(isErrorCode('parse/record-limit')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('AppError', () => {
  it('carries code, status, field and the catalogue message into the API body', () => {
    const error = new AppError('invalid-argument', { field: 'email' });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid argument', field: 'email' },
    });
  });

  it('omits the field when there is none', () => {
    expect(new AppError('not-found').toBody()).toEqual({
      error: { code: 'not-found', message: 'Not found' },
    });
  });
});
