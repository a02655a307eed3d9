/** Two nodes of one cluster on one PostgreSQL database behave as one product. */
import type { Doctype } from '@docsift/core/doctype';
import type { LiveEvent } from '@docsift/core/events';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from './accounts.ts';
import { runCliInProcess } from './cli-in-process.ts';
import { createDoctype, uploadFiles } from './documents.ts';
import { HttpClient } from './http-client.ts';
import type { EventStream } from './live-events.ts';
import { openEventStream } from './live-events.ts';
import type { PostgresTestDatabase } from './postgres-test-database.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import type { TestServer, TestServerOptions } from './test-server.ts';
import { startTestServer } from './test-server.ts';

describe('live events across nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  let pg: PostgresTestDatabase;
  let apiNode: TestServer;
  let workerNode: TestServer;

  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    apiNode = await startTestServer('postgres', {
      databaseUrl: pg.url,
      pipeline: true,
      workers: false,
    });
    workerNode = await startTestServer('postgres', { databaseUrl: pg.url, pipeline: true });
  });

  afterAll(async () => {
    await apiNode?.close();
    await workerNode?.close();
    await pg?.drop();
  });

  it('streams an upload made and parsed on another node, up to done', async () => {
    const { client } = await registerUser(apiNode.url);
    const doctype = await createDoctype(client);
    const stream = await openEventStream(client);
    expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');

    // The session made on node A is valid on node B.
    const onWorkerNode = new HttpClient(workerNode.url);
    for (const [name, value] of client.cookies) onWorkerNode.cookies.set(name, value);
    const created = await uploadFiles<CreateUploadsResponse>(onWorkerNode, doctype.id, [
      { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
    ]);
    expect(created.status).toBe(201);
    const uploadId = created.body.uploads[0]!.id;

    const states: string[] = [];
    try {
      for (;;) {
        const event: LiveEvent = await stream.next();
        if (event.type !== 'upload' || event.upload.id !== uploadId) continue;
        states.push(event.upload.state);
        if (event.upload.state === 'done') break;
      }
    } finally {
      stream.close();
    }
    expect(states[0]).toBe('uploaded');
    expect(states).toContain('parsing');
  });
});

/** Two alike nodes on one fresh PostgreSQL database for the suite that calls it. */
function twoNodesPerSuite(options: Omit<TestServerOptions, 'databaseUrl'>): TestServer[] {
  let pg: PostgresTestDatabase | undefined;
  const nodes: TestServer[] = [];
  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    for (let i = 0; i < 2; i += 1)
      nodes.push(await startTestServer('postgres', { ...options, databaseUrl: pg.url }));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await pg?.drop();
  });
  return nodes;
}

describe('rate limits across nodes', () => {
  const nodes = twoNodesPerSuite({ env: { RATE_LIMIT_PER_MINUTE: '5' } });

  it('refuses on node B a client that used up its limit on node A', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const onA = [];
    for (let i = 0; i < 5; i += 1) onA.push((await fetch(`${a.url}/api/me`)).status);
    expect(onA).toEqual([401, 401, 401, 401, 401]);
    const onB = await fetch(`${b.url}/api/me`);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('revocations across nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  // With the pipeline (no workers), as `serve --role api` runs: its bus is the cluster's.
  const nodes = twoNodesPerSuite({ pipeline: true, workers: false });

  /** Resolves when the server ends the stream. */
  const endOf = (stream: EventStream) =>
    (async () => {
      for (;;) await stream.nextBlock();
    })().catch((error: unknown) => (error as Error).message);

  /** Well under the 10 s the nodes' caches keep a lookup: only the announcement can be this fast. */
  const atOnce = { timeout: 3_000, interval: 50 };

  it('ends on node B, at once, a session signed out on node A, and the stream it opened there', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const { client: onA } = await registerUser(a.url);
    const onB = new HttpClient(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect((await onB.get('/api/me')).status).toBe(200);
    const stream = await openEventStream(onB);
    expect(stream.status).toBe(200);
    const ended = endOf(stream);

    expect((await onA.post('/api/auth/logout')).status).toBe(204);
    await expect.poll(async () => (await onB.get('/api/me')).status, atOnce).toBe(401);
    expect(await ended).toBe('event stream ended');
  });

  it('refuses on node B, at once, an API key revoked on node A, and ends its stream there', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const { client: onA } = await registerUser(a.url);
    const created = await onA.post<{ id: string; key: string }>('/api/api-keys', { name: 'ci' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.key}` };
    const onB = new HttpClient(b.url);
    expect((await onB.get('/api/me', { headers: bearer })).status).toBe(200);
    const stream = await openEventStream(onB, bearer);
    expect(stream.status).toBe(200);
    const ended = endOf(stream);

    expect((await onA.delete(`/api/api-keys/${created.body.id}`)).status).toBe(204);
    await expect
      .poll(async () => (await onB.get('/api/me', { headers: bearer })).status, atOnce)
      .toBe(401);
    expect(await ended).toBe('event stream ended');
  });
});

describe('a plan set from the shell (PostgreSQL LISTEN/NOTIFY)', () => {
  // With the pipeline, whose bus is the cluster's, as `serve` runs.
  const nodes = twoNodesPerSuite({ pipeline: true, workers: false });

  it('reaches the open pages of the author’s doctypes’ members on every running node', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const author = await registerUser(a.url);
    const member = await registerUser(b.url);
    const doctype = await createDoctype(author.client);
    const shared = await author.client.post(`/api/doctypes/${doctype.id}/members`, {
      email: member.email,
    });
    expect(shared.status).toBe(201);
    const stream = await openEventStream(member.client);
    try {
      // The shell is another process: only the database's NOTIFY carries its event.
      const cli = await runCliInProcess(
        {
          DATABASE_URL: a.config.databaseUrl!,
          DATA_DIR: a.dataDir,
          AUTH_SECRET: a.config.authSecret!,
        },
        ['users', 'set-role', '--email', author.email, '--role', 'starter'],
      );
      expect(cli).toMatchObject({ code: 0, stderr: '' });
      let event = await stream.next();
      while (event.type !== 'doctype-outputs') event = await stream.next();
      expect(event).toEqual({ type: 'doctype-outputs', doctype: doctype.id });
    } finally {
      stream.close();
    }
    const seen = await member.client.get<Doctype>(`/api/doctypes/${doctype.id}`);
    expect(seen.body.outputs.exportFormats).toContain('xlsx');
  });
});
