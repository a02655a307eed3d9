/**
 * The request counters of @fastify/rate-limit kept in the database, so that the API nodes of a
 * cluster count together: a client over its limit on node A is refused on node B too. One
 * statement per request: an upsert that starts a new window once the old one has ended.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '../db/schema.ts';

/** How often one node deletes the counters whose window has ended. */
const PRUNE_INTERVAL_MS = 60_000;

export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Counts one hit on `key` in its current window of `windowMs`. */
export async function countHit(
  db: Kysely<Tables>,
  key: string,
  windowMs: number,
  now: number,
): Promise<WindowCount> {
  const { rows } = await sql<{ count: number; reset_at: number }>`
    insert into rate_limit_counters (key, count, reset_at) values (${key}, 1, ${now + windowMs})
    on conflict (key) do update set
      count = case when rate_limit_counters.reset_at <= ${now} then 1
                   else rate_limit_counters.count + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= ${now} then ${now + windowMs}
                      else rate_limit_counters.reset_at end
    returning count, reset_at`.execute(db);
  const row = rows[0]!;
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

export function sharedRateLimitStore(
  db: Kysely<Tables>,
  /** Hears of failed counts (the request then goes through: see skipOnError) and prunes. */
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let lastPrune = now();
  function pruneNowAndThen(time: number): void {
    if (time - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = time;
    db.deleteFrom('rate_limit_counters').where('reset_at', '<=', time).execute().catch(onError);
  }

  class SharedStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const time = now();
      pruneNowAndThen(time);
      countHit(db, `${this.prefix}${key}`, timeWindow, time).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - time }),
        (error: Error) => {
          onError(error);
          callback(error);
        },
      );
    }

    /** A route with limits of its own counts apart from the global ones. */
    child(routeOptions: { method: string | string[]; url: string }): SharedStore {
      return new SharedStore(`${this.prefix}${String(routeOptions.method)} ${routeOptions.url} `);
    }
  }
  // The plugin passes the window as a third argument of `incr`, which its types leave out.
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
