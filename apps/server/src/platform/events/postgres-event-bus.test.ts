import type { LiveEvent } from '@docsift/core/events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostgresTestDatabase } from '../../../test/postgres-test-database.ts';
import { createPostgresTestDatabase } from '../../../test/postgres-test-database.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import type { EventBus } from './event-bus.ts';
import { createPostgresEventBus } from './postgres-event-bus.ts';

const changed = (hash: string): LiveEvent => ({
  type: 'doctype-changed',
  doctype: 'doctype-1',
  hash,
});

/** Two nodes of one cluster: each its own pool and its own LISTEN connection. */
describe('PostgreSQL event bus', () => {
  let pg: PostgresTestDatabase;
  const databases: Database[] = [];
  const buses: EventBus[] = [];

  async function node(): Promise<{ bus: EventBus; database: Database }> {
    const database = openDatabase({ databaseUrl: pg.url, dataDir: '/nonexistent' });
    const bus = await createPostgresEventBus({
      databaseUrl: pg.url,
      db: database.db,
      logger: createLogger('silent'),
      reconnectDelaysMs: [20],
    });
    databases.push(database);
    buses.push(bus);
    return { bus, database };
  }

  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const database of databases) await database.close();
    await pg.drop();
  });

  it('delivers what one node publishes to the addressed users on another, in order', async () => {
    const a = await node();
    const b = await node();
    const alice: LiveEvent[] = [];
    const bob: LiveEvent[] = [];
    a.bus.subscribe('alice', (event) => alice.push(event));
    a.bus.subscribe('bob', (event) => bob.push(event));
    const big = changed('ü'.repeat(20_000));
    await b.bus.publish(['alice'], changed('1'));
    await b.bus.publish(['alice'], big);
    await b.bus.publish(['alice'], changed('2'));
    await vi.waitFor(() => expect(alice).toEqual([changed('1'), big, changed('2')]));
    expect(bob).toEqual([]);
  });

  it('reports a gap when its LISTEN connection dies, and hears events again after reconnecting', async () => {
    const a = await node();
    const b = await node();
    const heard: LiveEvent[] = [];
    let gaps = 0;
    a.bus.subscribe(
      'carol',
      (event) => heard.push(event),
      () => gaps++,
    );
    // What a PostgreSQL restart or a network cut does to the connection.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'LISTEN%'`.execute(b.database.db);
    await vi.waitFor(() => expect(gaps).toBeGreaterThanOrEqual(1));
    // Every publish after the reconnect arrives; keep publishing until one does.
    await vi.waitFor(
      async () => {
        await b.bus.publish(['carol'], changed('after'));
        expect(heard.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The second gap is told once LISTEN is back; a notice read in the same network chunk as
    // LISTEN's answer may reach the subscriber a moment before it.
    await vi.waitFor(() => expect(gaps).toBe(2));
  });
});
