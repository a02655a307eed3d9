/**
 * Live events across the nodes of a cluster through PostgreSQL LISTEN/NOTIFY: every node
 * publishes with NOTIFY on the shared pool and listens on a connection of its own, delivering
 * what it hears to its own subscribers. When that connection breaks, events published meanwhile
 * are lost to this node, so its subscribers hear of the gap (and their browsers refetch) while
 * it reconnects with backoff.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/database.ts';
import type { Tables } from '../db/schema.ts';
import type { Logger } from '../log/logger.ts';
import type { EventBus } from './event-bus.ts';
import { createNoticeListeners, createSubscribers } from './event-bus.ts';
import { createPayloadDecoder, encodePayloads } from './notify-payloads.ts';

export const EVENTS_CHANNEL = 'docsift_live_events';
/** Node-wide notices (revoked credentials): small, so one NOTIFY each. */
export const NOTICES_CHANNEL = 'docsift_notices';
const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000];

export interface PostgresEventBusOptions {
  databaseUrl: string;
  /** The shared pool, for NOTIFY. */
  db: Kysely<Tables>;
  logger: Logger;
  reconnectDelaysMs?: readonly number[];
}

export async function createPostgresEventBus({
  databaseUrl,
  db,
  logger,
  reconnectDelaysMs = RECONNECT_DELAYS_MS,
}: PostgresEventBusOptions): Promise<EventBus> {
  const subscribers = createSubscribers((error) =>
    logger.warn({ err: error }, 'live event listener failed'),
  );
  const notices = createNoticeListeners((error) =>
    logger.warn({ err: error }, 'notice listener failed'),
  );
  const decoder = createPayloadDecoder();
  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let isClosing = false;

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel === NOTICES_CHANNEL && payload) return notices.deliver(payload);
      if (channel !== EVENTS_CHANNEL || !payload) return;
      const message = decoder.accept(payload);
      if (message) subscribers.deliver(message.to, message.event);
    });
    // Both fire when the server or the network drops the connection; `lost` acts once.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      await client.query(`LISTEN ${NOTICES_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  function lost(client: pg.Client, error?: Error): void {
    if (isClosing || listener !== client) return;
    listener = null;
    logger.warn({ err: error }, 'live events: lost the LISTEN connection, reconnecting');
    decoder.reset();
    subscribers.reportGap();
    void client.end().catch(() => {});
    reconnect(0);
  }

  function reconnect(attempt: number): void {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 1_000;
    reconnectTimer = setTimeout(() => {
      listen().then(
        (client) => {
          if (isClosing) return void client.end().catch(() => {});
          listener = client;
          logger.info({ attempt: attempt + 1 }, 'live events: listening again');
          // Streams opened while this node was deaf missed events too.
          subscribers.reportGap();
        },
        (error: unknown) => {
          logger.warn({ err: error, attempt: attempt + 1 }, 'live events: reconnect failed');
          if (!isClosing) reconnect(attempt + 1);
        },
      );
    }, delay);
  }

  listener = await listen();

  return {
    async publish(userIds, event) {
      const payloads = encodePayloads({ to: [...new Set(userIds)], event });
      const notify = (executor: Kysely<Tables>, payload: string) =>
        sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(executor);
      if (payloads.length === 1) await notify(db, payloads[0]!);
      // One transaction: PostgreSQL delivers its notifications together and in order.
      else
        await db.transaction().execute(async (trx) => {
          for (const payload of payloads) await notify(trx, payload);
        });
    },

    subscribe: subscribers.subscribe,

    async announce(notice) {
      await sql`select pg_notify(${NOTICES_CHANNEL}, ${notice})`.execute(db);
    },

    onNotice: notices.onNotice,

    async close() {
      isClosing = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
