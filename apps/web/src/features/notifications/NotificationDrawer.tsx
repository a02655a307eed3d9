import '@mantine/core/styles/Tooltip.css';
import { Anchor, CloseButton, Group, Paper, Stack, Text, Title, Transition } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { liveStatus } from '../../lib/events/live-status.ts';
import { notificationDrawer, useDrawerMode } from './notification-drawer-state.ts';
import { MarkAllReadButton } from './MarkAllReadButton.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { useNotifications } from './notifications-api.ts';

export const NOTIFICATION_DRAWER_ID = 'notification-drawer';
/** How long the drawer peeks for a new notification that names no timeout. */
const DRAWER_TIME_MS = 3000;

/**
 * The shell's drawer of unread notifications, below the header so the bell, theme toggle and
 * avatar stay reachable. Not modal: a new notification peeks in without taking the focus.
 */
export function NotificationDrawer() {
  const { t } = useTranslation();
  const mode = useDrawerMode();
  const { pathname } = useLocation();
  const unread = (useNotifications().data ?? []).filter((notification) => !notification.read);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(
    () =>
      liveStatus.subscribe((event) => {
        if (event.type === 'notification')
          notificationDrawer.peek(event.notification.timeout ?? DRAWER_TIME_MS);
      }),
    [],
  );
  // Following one of its links (or any navigation) closes the drawer.
  useEffect(() => notificationDrawer.close(), [pathname]);
  // Opened from the bell, the keyboard lands in the drawer; a peek leaves the focus alone.
  useEffect(() => {
    if (mode === 'open') panel.current?.focus();
  }, [mode]);

  return (
    <Transition mounted={mode !== 'closed'} transition="slide-left" duration={150}>
      {(transitionStyles) => (
        <Paper
          ref={panel}
          component="section"
          id={NOTIFICATION_DRAWER_ID}
          role="dialog"
          aria-modal={false}
          aria-labelledby={titleId}
          tabIndex={-1}
          shadow="xl"
          withBorder
          p="md"
          onPointerEnter={notificationDrawer.hold}
          onPointerLeave={notificationDrawer.release}
          onKeyDown={(event) => {
            if (event.key === 'Escape') notificationDrawer.close();
          }}
          style={{
            ...transitionStyles,
            position: 'fixed',
            top: 'var(--app-shell-header-height)',
            right: 0,
            bottom: 0,
            width: 'min(24rem, 100vw)',
            overflowY: 'auto',
            zIndex: 'calc(var(--app-shell-header-z-index, 100) + 1)',
          }}
        >
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Title order={2} size="h4" id={titleId}>
              {t('notifications.title')}
            </Title>
            <Group gap="xs" wrap="nowrap">
              <MarkAllReadButton unread={unread.length} />
              <CloseButton aria-label={t('common.close')} onClick={notificationDrawer.close} />
            </Group>
          </Group>
          {unread.length === 0 ? (
            <Text c="dimmed">{t('notifications.empty_unread')}</Text>
          ) : (
            <Stack gap="sm" role="list" aria-label={t('doctypes.notifications.list')}>
              {unread.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </Stack>
          )}
          <Anchor component={Link} to="/notifications/all" display="block" mt="md">
            {t('notifications.show_all')}
          </Anchor>
        </Paper>
      )}
    </Transition>
  );
}
