/**
 * The Redis connection of a node that counts its limits in Redis (REDIS_URL). Commands fail at
 * once while the connection is down instead of waiting in a queue, so a lost Redis never holds a
 * request: the request limit lets it through (as on a database hiccup), a sign-in fails with
 * `unavailable`. ioredis reconnects by itself; the first connection must succeed at start.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../log/logger.ts';

const CONNECT_TIMEOUT_MS = 10_000;

export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // ioredis reports every failed reconnect: one line per outage is enough.
  let isDown = false;
  redis.on('error', (error) => {
    if (isDown) return;
    isDown = true;
    logger.warn({ err: error }, 'redis: connection lost, reconnecting');
  });
  redis.on('ready', () => {
    if (isDown) logger.info('redis: connected again');
    isDown = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const { host, port } = new URL(url);
    throw new Error(`REDIS_URL: no Redis answers at ${host || 'localhost'}:${port || 6379}`, {
      cause: error,
    });
  }
  return redis;
}
