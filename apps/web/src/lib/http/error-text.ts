import { isErrorCode } from '@docsift/core/errors';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/**
 * The words for a failure: a failed API call, or a catalogue code as an upload or a notification
 * stores it, reads as its catalogue message (`errors.<code>`); anything else as `fallback`, by
 * default the catalogue's `unknown`.
 */
export function errorText(
  t: TFunction,
  failure: unknown,
  fallback: string = t('errors.unknown'),
): string {
  if (failure instanceof ApiError) return t(`errors.${failure.code}`);
  if (typeof failure === 'string' && isErrorCode(failure)) return t(`errors.${failure}`);
  return fallback;
}
