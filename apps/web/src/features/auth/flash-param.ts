import { isErrorCode } from '@docsift/core/errors';
import type { FlashNotice } from '../../components/flash.tsx';

/** The notice for /login?flash=…: saved, deleted, or a catalogue code (e.g. from a failed OIDC callback). */
export function flashNoticeFor(flash: string, t: (key: string) => string): FlashNotice | undefined {
  if (flash === 'saved') return { message: t('successfully_saved') };
  if (flash === 'deleted') return { message: t('successfully_deleted') };
  if (isErrorCode(flash))
    return { message: t(`errors.${flash}`), type: 'danger', withCloseButton: true };
  return undefined;
}
