import type { LiveEvent } from '@docsift/core/events';
import type { NotificationList } from '@docsift/core/notification';
import type { Query, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../auth/me-query.ts';
import { doctypeKeys } from '../doctypes/doctypes-api.ts';
import { lessonKeys } from '../fields/lessons-api.ts';
import { putInvocation } from '../integration/webhook-cache.ts';
import { webhookKeys } from '../integration/webhooks-api.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { billingKeys } from '../payment/billing-api.ts';
import { markRecordsStale, putRecord, recordKeys, reloadRecords } from '../records/records-api.ts';
import { teamKeys } from '../teams/teams-api.ts';
import { putUpload } from '../uploads/upload-cache.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';
import { isOfDoctype, readDoctypesThenParts } from './doctype-parts.ts';

/** Brings the query cache up to date with one event of the stream. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'upload':
      putUpload(queryClient, event.upload);
      // The dashboard's cards count it (a refetch only while the dashboard shows them).
      void queryClient.invalidateQueries({ queryKey: uploadKeys.summaries });
      // Its records came with it. A records page reloads its view (records-reload.ts); one still
      // opening, whose first page may have been read before, reads it again as it mounts.
      if (event.upload.state === 'done') markRecordsStale(queryClient, event.upload.target);
      // A finished parse has paid its pages and a failed one may have been refunded: the meter
      // in the header and the usage page reload.
      if (event.upload.state === 'done' || event.upload.error != null) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: billingKeys.usage });
      }
      return;
    // A team change reloads the doctype too: a removed member's open page finds it gone.
    case 'doctype-changed':
    case 'team':
      // An open Share dialog lists the team afresh (another tab, the CLI, a member leaving).
      if (event.type === 'team')
        void queryClient.invalidateQueries({ queryKey: teamKeys.one(event.doctype) });
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.one(event.doctype) });
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      void queryClient.invalidateQueries({ queryKey: uploadKeys.summaries });
      return;
    case 'record':
      // A record edited or deleted elsewhere changes in place in every loaded view.
      putRecord(queryClient, event.doctype, event.record);
      return;
    case 'records':
      reloadRecords(queryClient, event.doctype, event.change);
      return;
    case 'doctype-outputs':
      // The author's plan changed what the doctype gives (xlsx, inbound mail, webhooks).
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.one(event.doctype) });
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      return;
    case 'lessons':
      // A correction taught the doctype (or a cell's lesson went): the fields page recounts.
      void queryClient.invalidateQueries({ queryKey: lessonKeys.counts(event.doctype) });
      return;
    case 'notification':
      // The drawer shows the new one at once; the reload brings what else changed (replaced notices).
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list && !list.notifications.some(({ id }) => id === event.notification.id)
          ? { notifications: [event.notification, ...list.notifications] }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      return;
    case 'account':
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      return;
    case 'webhook-invocation':
      putInvocation(queryClient, event.webhook, event.invocation);
      return;
  }
}

/** The first part of the key of every query an event changes (applyLiveEvent), whatever its id. */
const liveQueryRoots: ReadonlySet<unknown> = new Set(
  [
    uploadKeys.all,
    uploadKeys.lists(''),
    uploadKeys.summaries,
    doctypeKeys.list,
    doctypeKeys.one(''),
    teamKeys.one(''),
    recordKeys.lists(''),
    recordKeys.ones(''),
    recordKeys.allCounts(''),
    recordKeys.reviewCounts(''),
    lessonKeys.counts(''),
    notificationsQueryKey,
    meQueryKey,
    billingKeys.all,
    webhookKeys.list(''),
    webhookKeys.invocations(''),
  ].map((key) => key[0]),
);

/**
 * The stream (re)opened: an event published before, after the page read its data (or while the
 * stream was down), reached no one, so every query an event would have changed is read again,
 * a doctype's parts once the doctype has answered (doctype-parts.ts). A first read still under
 * way may have been answered before the stream opened: the client reads it again once it is done
 * (lib/query/invalidated-first-reads.ts).
 */
export function refreshAfterGap(queryClient: QueryClient): void {
  const reread = (predicate: (query: Query) => boolean) =>
    queryClient.invalidateQueries({
      predicate: (query) => liveQueryRoots.has(query.queryKey[0]) && predicate(query),
    });
  void reread((query) => !isOfDoctype(query));
  void readDoctypesThenParts(queryClient, reread);
}
