import type { LiveEvent } from '@docsift/core/events';
import { useSyncExternalStore } from 'react';

/**
 * The state of the one event stream of this browser tab: whether it is open (lists stop
 * polling then) and a fan-out of its events to views that react beyond the query cache.
 */
function createLiveStatus() {
  let isLive = false;
  const statusListeners = new Set<() => void>();
  const eventListeners = new Set<(event: LiveEvent) => void>();
  return {
    isLive: () => isLive,
    setLive(next: boolean) {
      if (next === isLive) return;
      isLive = next;
      statusListeners.forEach((listener) => listener());
    },
    subscribeStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    emit: (event: LiveEvent) => eventListeners.forEach((listener) => listener(event)),
    subscribe(listener: (event: LiveEvent) => void) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
  };
}

export const liveStatus = createLiveStatus();

export function useIsLive(): boolean {
  return useSyncExternalStore(liveStatus.subscribeStatus, liveStatus.isLive);
}
