import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './error-text.ts';

const known = new Set([
  'validation.password_too_short',
  'validation.auth/passwords-not-match',
  'validation.invalid',
]);
const t = ((key: string) => `t(${key})`) as unknown as TFunction;
const exists = (key: string) => known.has(key);

describe('fieldErrorText', () => {
  it('translates a core validation key', () => {
    expect(fieldErrorText(t, exists, 'password_too_short')).toBe(
      't(validation.password_too_short)',
    );
    expect(fieldErrorText(t, exists, 'auth/passwords-not-match')).toBe(
      't(validation.auth/passwords-not-match)',
    );
  });

  it('translates a catalogue code the server put on a field', () => {
    expect(fieldErrorText(t, exists, 'auth/wrong-password')).toBe('t(errors.auth/wrong-password)');
  });

  it('gives a generic text for any other message, and nothing without one', () => {
    expect(fieldErrorText(t, exists, 'Too big: expected string to have <=254 characters')).toBe(
      't(validation.invalid)',
    );
    expect(fieldErrorText(t, exists, undefined)).toBeUndefined();
  });
});
