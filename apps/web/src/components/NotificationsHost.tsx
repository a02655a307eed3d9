import { lazy, Suspense, useSyncExternalStore } from 'react';
import { flashRequests } from './flash-requests.ts';

// Mantine's notification container (transitions, portal) loads with the first notice, not with the page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function NotificationsHost() {
  const isNeeded = useSyncExternalStore(
    flashRequests.subscribe,
    flashRequests.hasAny,
    flashRequests.hasAny,
  );
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
