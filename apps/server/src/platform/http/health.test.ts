import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../../package.json' with { type: 'json' };
import { pino } from 'pino';
import { migrateToLatest } from '../db/migrator.ts';
import { healthRoutes, READINESS_TIMEOUT_MS } from './health.routes.ts';
import { createHttpServer } from './http-server.ts';
import { dialects, startTestServer } from '../../../test/test-server.ts';
import type { TestServer } from '../../../test/test-server.ts';

describe.each(dialects)('platform on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the health check without a caller', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: serverPackage.version });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers ready without a caller when the database and the file storage answer', async () => {
    const res = await fetch(`${server.url}/api/ready`);
    expect([res.status, await res.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/does-not-exist`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } });
  });

  it('logs a request refused for the shape of its body, which no user input causes', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect(res.status).toBe(400);
    expect(server.logs()).toContain('request refused as malformed');
  });

  // PostgreSQL only (SQLite has no connections to lose); defined, not skipped, on that dialect.
  if (dialect === 'postgres')
    it('survives PostgreSQL dropping its idle connections', async () => {
      const login = () =>
        fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
        });
      expect((await login()).status).toBe(401);
      const admin = new pg.Client({ connectionString: server.config.databaseUrl });
      await admin.connect();
      let terminated: number;
      try {
        // The server's pooled connections, all idle now: this database is the server's alone.
        const { rows } = await admin.query<{ terminated: number }>(
          "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        );
        terminated = rows[0]!.terminated;
        expect(terminated).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Each dropped connection is logged once when the pool notices it. Until it has noticed all of
      // them, a request could still be handed one (57P01): wait for every one, with room for a loaded machine.
      const lostLines = () =>
        server
          .logs()
          .split('\n')
          .filter((line) => line.includes('"msg":"database connection lost while idle"')).length;
      await expect.poll(lostLines, { timeout: 15_000 }).toBe(terminated);
      expect((await login()).status).toBe(401);
    });

  it('has applied every migration, and applying again changes nothing', async () => {
    expect(await migrateToLatest(server.database.db)).toEqual([]);
    const tables = (await server.database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'verifications',
        'user_settings',
        'credits',
        'api_keys',
      ]),
    );
  });
});

describe('readiness', () => {
  it('answers 503 naming each dependency that fails or does not answer in time', async () => {
    const app = await createHttpServer({
      config: {
        publicUrl: 'http://127.0.0.1',
        rateLimit: { perMinute: 100, authPerIp: 1, authPerEmail: 1 },
        webDist: '/nowhere',
      },
      logger: pino({ level: 'silent' }),
    });
    healthRoutes(app, [
      { name: 'database', check: () => Promise.reject(new Error('connection refused')) },
      { name: 'storage', check: () => new Promise(() => {}) },
      { name: 'cache', check: async () => {} },
    ]);
    const startedAt = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - startedAt).toBeLessThan(READINESS_TIMEOUT_MS + 2000);
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { error: { code: 'unavailable', message: 'Not ready: database, storage' } },
    ]);
    await app.close();
  });
});
