import { isErrorCode } from '@docsift/core/errors';
import type { LiveEvent } from '@docsift/core/events';
import { liveEventSchema } from '@docsift/core/events';
import { DRAWER_TIME_MS } from '@docsift/core/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { applyLiveEvent } from './apply-live-event.ts';
import { liveStatus } from './live-status.ts';

/** A new notification shows for 3 s (its own timeout when it has one). */
function announce(event: LiveEvent): void {
  if (event.type !== 'notification') return;
  const { message, level, timeout } = event.notification;
  void showFlash({
    message: isErrorCode(message) ? i18n.t(`errors.${message}`) : message,
    type: level === 'danger' ? 'danger' : 'info',
    timeout: timeout ?? DRAWER_TIME_MS,
  });
}

/**
 * Keeps one EventSource on /api/events open while a user is signed in and feeds its events
 * into the query cache, so states change on screen without a reload. The browser reconnects
 * by itself; a reconnect refetches everything, since events may have been missed meanwhile.
 */
export function LiveEvents() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true });
    let hasBeenOpen = false;
    source.onopen = () => {
      if (hasBeenOpen) void queryClient.invalidateQueries();
      hasBeenOpen = true;
      liveStatus.setLive(true);
    };
    source.onerror = () => liveStatus.setLive(false);
    source.onmessage = (message: MessageEvent<string>) => {
      let payload: unknown;
      try {
        payload = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = liveEventSchema.safeParse(payload);
      if (!parsed.success) return;
      applyLiveEvent(queryClient, parsed.data);
      liveStatus.emit(parsed.data);
      announce(parsed.data);
    };
    return () => {
      source.close();
      liveStatus.setLive(false);
    };
  }, [queryClient]);

  return <Outlet />;
}
