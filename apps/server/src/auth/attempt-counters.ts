/**
 * Where the sign-in limiter keeps its counters: a map in this process, or a table shared by a
 * cluster's API nodes (attempt-counters.repository.ts) or Redis (redis-attempt-counters.ts).
 */

export interface AttemptCounter {
  count: number;
  /** When the counter is forgotten (epoch ms). */
  resetAt: number;
  /** No attempt is allowed before this time. */
  blockedUntil: number;
}

/** Applies `step` to the key's counter at `time` atomically; stores the counter it returns (null keeps the old). */
export interface AttemptCounters {
  apply(
    key: string,
    time: number,
    step: (
      stored: AttemptCounter | undefined,
      time: number,
    ) => { wait: number; counter: AttemptCounter | null },
  ): Promise<number>;
}

const maxTrackedKeys = 100_000;

export function memoryAttemptCounters(): AttemptCounters {
  const counters = new Map<string, AttemptCounter>();
  return {
    async apply(key, time, step) {
      const { wait, counter } = step(counters.get(key), time);
      if (counter) {
        if (!counters.has(key) && counters.size >= maxTrackedKeys) prune(counters, time);
        counters.set(key, counter);
      }
      return wait;
    },
  };
}

function prune(counters: Map<string, AttemptCounter>, time: number): void {
  for (const [key, counter] of counters) if (counter.resetAt <= time) counters.delete(key);
  // Under a flood of distinct keys, forgetting is better than growing without bound.
  if (counters.size >= maxTrackedKeys) counters.clear();
}
