import type { Notification } from '@docsift/core/notification';
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import { errorText } from '../../lib/http/error-text.ts';
import { CheckIcon, TrashIcon } from '../../components/icons.tsx';
import { reparseDoctype } from '../doctypes/doctypes-api.ts';
import { isNewNotification } from './new-mark.ts';
import { notificationLinks, offersReparse } from './notification-links.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { deleteNotification, setNotificationRead } from './notifications-api.ts';

/** A message key is a catalogue code (translated) or, from older writers, a plain text. */
export function useNotificationText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => errorText(t, message, message);
}

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const text = useNotificationText();
  const queryClient = useQueryClient();
  // When the item was first shown: the mark need not vanish the minute it turns 30.
  const [shownAt] = useState(() => Date.now());
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  const attempt = useNotifiedMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: refresh,
  });
  const created = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(notification.created);
  // What the notice is about, so a failure names the file and where it was uploaded.
  const subject =
    notification.filename && notification.doctypeTitle
      ? t('doctypes.notifications.about_upload', {
          filename: notification.filename,
          doctype: notification.doctypeTitle,
        })
      : (notification.filename ?? notification.doctypeTitle);
  const readLabel = notification.read
    ? t('doctypes.notifications.mark_unread')
    : t('doctypes.notifications.mark_read');

  return (
    <Paper
      withBorder
      p="sm"
      role="listitem"
      data-testid="notification"
      data-read={notification.read}
      style={
        notification.level === 'danger'
          ? { borderLeft: '4px solid var(--mantine-color-red-6)' }
          : undefined
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={notification.read ? 400 : 600}>{text(notification.message)}</Text>
            {isNewNotification(notification.created, shownAt) && (
              // A long message wraps; the mark keeps its width and stays whole.
              <Badge
                size="xs"
                variant="light"
                mt={4}
                style={{ flexShrink: 0 }}
                data-testid="notification-new"
              >
                {t('doctypes.notifications.new')}
              </Badge>
            )}
          </Group>
          {subject && <Text size="sm">{subject}</Text>}
          <Text size="xs" c="dimmed">
            {created}
          </Text>
          <Group gap="xs">
            {notificationLinks(notification).map((link) => (
              <Button
                key={link.label}
                component={Link}
                to={link.to}
                size="xs"
                variant="light"
                onClick={() =>
                  !notification.read &&
                  attempt.mutate(() => setNotificationRead(notification.id, true))
                }
              >
                {t(`doctypes.notifications.${link.label}`)}
              </Button>
            ))}
            {offersReparse(notification) && (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  attempt.mutate(() =>
                    reparseDoctype(notification.doctype!).then(() =>
                      setNotificationRead(notification.id, true),
                    ),
                  )
                }
              >
                {t('doctypes.fields.reparse')}
              </Button>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={readLabel}>
            <ActionIcon
              variant={notification.read ? 'subtle' : 'light'}
              color="gray"
              aria-label={readLabel}
              onClick={() =>
                attempt.mutate(() => setNotificationRead(notification.id, !notification.read))
              }
            >
              <CheckIcon />
            </ActionIcon>
          </Tooltip>
          {notification.deletable && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('doctypes.notifications.delete')}
              onClick={() => attempt.mutate(() => deleteNotification(notification.id))}
            >
              <TrashIcon />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
