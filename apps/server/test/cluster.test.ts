/** Two nodes of one cluster on one PostgreSQL database behave as one product. */
import type { LiveEvent } from '@docsift/core/events';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from './accounts.ts';
import { createDoctype, uploadFiles } from './documents.ts';
import { HttpClient } from './http-client.ts';
import { openEventStream } from './live-events.ts';
import type { PostgresTestDatabase } from './postgres-test-database.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import type { TestServer } from './test-server.ts';
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

describe('rate limits across nodes', () => {
  let pg: PostgresTestDatabase;
  const nodes: TestServer[] = [];

  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    for (let i = 0; i < 2; i += 1)
      nodes.push(
        await startTestServer('postgres', {
          databaseUrl: pg.url,
          env: { RATE_LIMIT_PER_MINUTE: '5' },
        }),
      );
  });

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await pg?.drop();
  });

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
