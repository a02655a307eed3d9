import { liveEventSchema } from '@docsift/core/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { meQueryKey } from '../auth/me-query.ts';
import { applyLiveEvent, refreshAfterGap } from './apply-live-event.ts';
import { refetchPartsAfterDoctypes, rereadDoctypeOnPartNotFound } from './doctype-parts.ts';
import { liveStatus } from '../../lib/events/live-status.ts';

/**
 * Keeps one EventSource on /api/events open while a user is signed in and feeds its events
 * into the query cache, so states change on screen without a reload. The browser reconnects
 * by itself. Each opening, the first too, rereads what events change: the page's first reads
 * come before the stream opens, and what was published between was missed. A doctype gone
 * unheard (the stream down) shows once any of its parts answers 404; focus regained reads the
 * doctype before its parts.
 */
export function LiveEvents() {
  const queryClient = useQueryClient();

  useEffect(() => rereadDoctypeOnPartNotFound(queryClient), [queryClient]);
  useEffect(() => refetchPartsAfterDoctypes(queryClient), [queryClient]);

  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true });
    source.onopen = () => {
      refreshAfterGap(queryClient);
      liveStatus.setLive(true);
    };
    source.onerror = () => {
      liveStatus.setLive(false);
      // Closed for good: the server refused to reconnect, as it does once the session ended
      // (signed out elsewhere, a password reset). Reading the session again lets the auth guard say so.
      if (source.readyState === EventSource.CLOSED)
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
    };
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
    };
    return () => {
      source.close();
      liveStatus.setLive(false);
    };
  }, [queryClient]);

  return <Outlet />;
}
