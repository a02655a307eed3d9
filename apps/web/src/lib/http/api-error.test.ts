import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, isMalformedRequest } from './api-error.ts';

describe('apiErrorFromResponse', () => {
  it('keeps the catalogue code and field of an API error body', () => {
    const error = apiErrorFromResponse(400, {
      error: { code: 'invalid-argument', message: 'password_too_short', field: 'password' },
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.field).toBe('password');
    expect(error.message).toBe('password_too_short');
  });

  it('maps an unknown code or body to the generic code of the status', () => {
    expect(apiErrorFromResponse(429, { error: { code: 'made/up' } }).code).toBe(
      'resource-exhausted',
    );
    expect(apiErrorFromResponse(502, '<html>').code).toBe('unknown');
    expect(apiErrorFromResponse(404, undefined).code).toBe('not-found');
  });
});

describe('isMalformedRequest', () => {
  it('tells a body of the wrong shape (no field) from an input the user can fix', () => {
    const refused = (field?: string) =>
      apiErrorFromResponse(400, { error: { code: 'invalid-argument', message: 'x', field } });
    expect(isMalformedRequest(refused())).toBe(true);
    expect(isMalformedRequest(refused('email'))).toBe(false);
    expect(isMalformedRequest(apiErrorFromResponse(400, { error: { code: 'file/empty' } }))).toBe(
      false,
    );
  });
});
