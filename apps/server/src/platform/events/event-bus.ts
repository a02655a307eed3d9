/**
 * Live events addressed to users. The local bus delivers within this process (embedded mode);
 * the PostgreSQL one (postgres-event-bus.ts) carries them between the nodes of a cluster.
 */
import type { LiveEvent } from '@docsift/core/events';

export type LiveEventListener = (event: LiveEvent) => void;

export interface EventBus {
  /** Delivers `event` to every open stream of each user in `userIds`. */
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /**
   * Starts delivering the user's events to `listener`; returns the function that stops it.
   * `onGap` runs when events may have been lost on the way (the transport reconnected): the
   * subscriber should start over, as a browser does when its stream ends.
   */
  subscribe(userId: string, listener: LiveEventListener, onGap?: () => void): () => void;
  /** Tells every node of the deployment, this one included, a notice (JSON text, a few hundred bytes). */
  announce(notice: string): Promise<void>;
  /** Hears every node's notices; returns the function that stops it. */
  onNotice(listener: (notice: string) => void): () => void;
  close(): Promise<void>;
}

/** This process's notice listeners: where every bus delivers the notices it hears. */
export function createNoticeListeners(onListenerError: (error: unknown) => void) {
  const listeners = new Set<(notice: string) => void>();
  return {
    deliver(notice: string): void {
      for (const listener of [...listeners]) {
        try {
          listener(notice);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    onNotice(listener: (notice: string) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** This process's subscribers, by user: the fan-out every bus ends in. */
export interface Subscribers {
  deliver(userIds: readonly string[], event: LiveEvent): void;
  subscribe: EventBus['subscribe'];
  /** Tells every current subscriber that events may have been lost. */
  reportGap(): void;
}

export function createSubscribers(onListenerError: (error: unknown) => void): Subscribers {
  const listeners = new Map<string, Map<LiveEventListener, () => void>>();
  return {
    deliver(userIds, event) {
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId)?.keys() ?? []) {
          // One broken stream must not keep the event from the others, nor fail the publisher.
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        }
      }
    },

    subscribe(userId, listener, onGap = () => {}) {
      const own = listeners.get(userId) ?? new Map<LiveEventListener, () => void>();
      own.set(listener, onGap);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },

    reportGap() {
      const gaps = [...listeners.values()].flatMap((own) => [...own.values()]);
      for (const onGap of gaps) {
        try {
          onGap();
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

export function createLocalEventBus(
  onListenerError: (error: unknown) => void = () => {},
): EventBus {
  const subscribers = createSubscribers(onListenerError);
  const notices = createNoticeListeners(onListenerError);
  return {
    async publish(userIds, event) {
      subscribers.deliver(userIds, event);
    },
    subscribe: subscribers.subscribe,
    async announce(notice) {
      notices.deliver(notice);
    },
    onNotice: notices.onNotice,
    async close() {},
  };
}
