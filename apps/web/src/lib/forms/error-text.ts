import type { TFunction } from 'i18next';
import { errorText } from '../http/error-text.ts';

/**
 * Text for a field error message: core schemas use translation keys (`validation.<key>`),
 * the server may answer with a catalogue code; any other message gets a generic text.
 */
export function fieldErrorText(
  t: TFunction,
  exists: (key: string) => boolean,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (exists(`validation.${message}`)) return t(`validation.${message}`);
  return errorText(t, message, t('validation.invalid'));
}
