import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { flashRequests } from './flash-requests.ts';

/** How long a flash stays when its notice names no timeout. */
const FLASH_TIMEOUT_MS = 2000;

export type FlashType = 'success' | 'info' | 'warning' | 'danger';

export interface FlashNotice {
  id?: string;
  message: ReactNode;
  /** Defaults to success (spec section 3). */
  type?: FlashType;
  icon?: ReactNode;
  spinner?: boolean;
  /** Action buttons; a notice with buttons stays until closed. */
  buttons?: ReactNode;
  withCloseButton?: boolean;
  timeout?: number;
}

const colours: Record<FlashType, string> = {
  success: 'teal',
  info: 'indigo',
  warning: 'yellow',
  danger: 'red',
};

/** Flash timeout: 2000 ms, or 0 (stays) when there is a close button or any buttons. */
export function flashTimeout(
  notice: Pick<FlashNotice, 'buttons' | 'withCloseButton' | 'timeout'>,
): number {
  if (notice.buttons || notice.withCloseButton) return 0;
  return notice.timeout ?? FLASH_TIMEOUT_MS;
}

/** Shows a flash notice; the notifications module is loaded on first use. */
export async function showFlash(notice: FlashNotice): Promise<string> {
  const timeout = flashTimeout(notice);
  const type = notice.type ?? 'success';
  flashRequests.markRequested();
  const { notifications } = await import('@mantine/notifications');
  return notifications.show({
    id: notice.id,
    message: notice.buttons ? (
      <Stack gap="xs">
        {notice.message}
        {notice.buttons}
      </Stack>
    ) : (
      notice.message
    ),
    color: colours[type],
    icon: notice.icon,
    loading: notice.spinner,
    autoClose: timeout === 0 ? false : timeout,
    withCloseButton: notice.withCloseButton ?? false,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    role: type === 'danger' ? 'alert' : 'status',
  });
}
