import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorText } from './error-text.ts';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('errorText', () => {
  it('reads a failed call and a stored catalogue code as the catalogue message', () => {
    expect(errorText(t, new ApiError('not-found', 404))).toBe('<errors.not-found>');
    expect(errorText(t, 'credits/depleted')).toBe('<errors.credits/depleted>');
  });

  it('reads anything else as the fallback, by default the unknown error', () => {
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe('<errors.unknown>');
    expect(errorText(t, 'not a code')).toBe('<errors.unknown>');
    expect(errorText(t, 'not a code', 'as written')).toBe('as written');
    expect(errorText(t, undefined, '<errors.scan/failed>')).toBe('<errors.scan/failed>');
  });
});
