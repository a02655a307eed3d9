import { useSyncExternalStore } from 'react';

/**
 * The spec's `local:working`: uploads with an action request in flight from this tab. Shared so
 * the list item and the open view spin together.
 */
function createWorkingUploads() {
  let working: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const publish = (next: ReadonlySet<string>) => {
    working = next;
    listeners.forEach((listener) => listener());
  };
  return {
    has: (id: string) => working.has(id),
    /** Marks the upload working until the action settles. */
    async during<T>(id: string, action: () => Promise<T>): Promise<T> {
      publish(new Set([...working, id]));
      try {
        return await action();
      } finally {
        const next = new Set(working);
        next.delete(id);
        publish(next);
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const workingUploads = createWorkingUploads();

export function useIsWorking(id: string | null): boolean {
  return useSyncExternalStore(workingUploads.subscribe, () =>
    id ? workingUploads.has(id) : false,
  );
}
