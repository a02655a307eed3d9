/**
 * Who holds a credential open (an event stream per session or API key) and wants to hear when
 * this node ends it. Keyed by the credential; each watcher knows its user, so ending every
 * credential of one user (account deletion, a password change) needs no other index.
 */
interface Watcher {
  userId: string;
  onEnd: () => void;
}

export function createEndWatchers() {
  const watchers = new Map<string, Set<Watcher>>();
  return {
    /** Calls `onEnd` once when the credential ends; returns the function that stops watching. */
    watch(key: string, userId: string, onEnd: () => void): () => void {
      const own = watchers.get(key) ?? new Set<Watcher>();
      const stop = () => {
        own.delete(watcher);
        if (own.size === 0) watchers.delete(key);
      };
      const watcher: Watcher = {
        userId,
        onEnd: () => {
          stop();
          onEnd();
        },
      };
      own.add(watcher);
      watchers.set(key, own);
      return stop;
    },
    end(key: string): void {
      for (const watcher of [...(watchers.get(key) ?? [])]) watcher.onEnd();
    },
    /** Ends every credential of the user but the one named by `keptKey`. */
    endUser(userId: string, keptKey?: string): void {
      for (const [key, own] of [...watchers])
        if (key !== keptKey)
          for (const watcher of [...own]) if (watcher.userId === userId) watcher.onEnd();
    },
  };
}
