import { isErrorCode } from '@docsift/core/errors';
import type { FlashNotice } from '../../components/flash.tsx';

/** The flash of a session that ended while the app showed it: it stays until closed. */
export const SESSION_ENDED_FLASH = 'session-ended';

/**
 * The notice for /login?flash=…: saved, deleted, a session ended elsewhere, or a catalogue code
 * (e.g. from a failed OIDC callback).
 */
export function flashNoticeFor(flash: string, t: (key: string) => string): FlashNotice | undefined {
  if (flash === 'saved') return { message: t('successfully_saved') };
  if (flash === SESSION_ENDED_FLASH)
    return { message: t('auth.session_ended'), type: 'warning', withCloseButton: true };
  if (flash === 'deleted') return { message: t('successfully_deleted') };
  if (isErrorCode(flash))
    return { message: t(`errors.${flash}`), type: 'danger', withCloseButton: true };
  return undefined;
}
