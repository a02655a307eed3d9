/**
 * Who holds a credential open (an event stream per session or API key) and wants to hear when
 * this node ends it. Keyed by the credential; each watcher knows its user, so ending every
 * credential of one user (account deletion, a password change) needs no other index. It also
 * counts the ends it hears, for the caches in front of the credentials' lookups: a lookup that
 * began before an end may have found the credential that ended, and must not cache its answer.
 */
interface Watcher {
  userId: string;
  onEnd: () => void;
}

export function createEndWatchers() {
  const watchers = new Map<string, Set<Watcher>>();
  let ends = 0;
  return {
    /** How many ends this node has heard: taken before a lookup, compared after it. */
    endsHeard(): number {
      return ends;
    },
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
      ends += 1;
      for (const watcher of [...(watchers.get(key) ?? [])]) watcher.onEnd();
    },
    /** Ends every credential of the user but the one named by `keptKey`. */
    endUser(userId: string, keptKey?: string): void {
      ends += 1;
      for (const [key, own] of [...watchers])
        if (key !== keptKey)
          for (const watcher of [...own]) if (watcher.userId === userId) watcher.onEnd();
    },
  };
}
