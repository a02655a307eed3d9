/**
 * Live events addressed to users. The local bus delivers within this process (embedded mode);
 * the PostgreSQL LISTEN/NOTIFY one for several nodes will implement the same interface.
 */
import type { LiveEvent } from '@docsift/core/events';

export type LiveEventListener = (event: LiveEvent) => void;

export interface EventBus {
  /** Delivers `event` to every open stream of each user in `userIds`. */
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** Starts delivering the user's events to `listener`; returns the function that stops it. */
  subscribe(userId: string, listener: LiveEventListener): () => void;
}

export function createLocalEventBus(
  onListenerError: (error: unknown) => void = () => {},
): EventBus {
  const listeners = new Map<string, Set<LiveEventListener>>();
  return {
    async publish(userIds, event) {
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId) ?? []) {
          // One broken stream must not keep the event from the others, nor fail the publisher.
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        }
      }
    },

    subscribe(userId, listener) {
      const own = listeners.get(userId) ?? new Set<LiveEventListener>();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },
  };
}
