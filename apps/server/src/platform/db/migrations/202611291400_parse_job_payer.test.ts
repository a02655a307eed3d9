/**
 * The parse-job-payer migration: a version-1 parse job still waiting when a node of this version
 * starts (in the embedded queue on SQLite, in pg-boss on PostgreSQL) is rewritten with its
 * upload's author as payer, so it runs and pays instead of failing as an invalid payload.
 * On PostgreSQL that holds for a job pg-boss holds back for a retry or has handed to a worker.
 */
import type { Me } from '@docsift/core/me';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import { setPlanCredits } from '../../../../test/credits.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { settledUpload, uploadOne } from '../../../../test/settled-uploads.ts';
import { dialects, startTestServer } from '../../../../test/test-server.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { defineJob } from '../../queue/job-queue.ts';
import { up } from './202611291400_parse_job_payer.ts';

/** The parse job as nodes before this migration queued it (pipeline/pipeline-jobs.ts then). */
const parseJobVersion1 = defineJob({
  name: 'parse',
  version: 1,
  payload: z.object({ uploadId: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});

describe.each(dialects)('the parse-job-payer migration on %s', (dialect) => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it(
    'lets a parse job queued before it run, paid by its upload author',
    { timeout: 120_000 },
    async () => {
      server = await startTestServer(dialect, { pipeline: true });
      const { client, me } = await registerUser(server.url);
      await setPlanCredits(server.database, me.uid, 10);
      const doctype = await createDoctype(client, { mode: 'single' });
      const upload = await uploadOne(client, doctype, 'invoice.pdf', await makeInvoicePdf());
      expect(await settledUpload(client, upload.id)).toMatchObject({ state: 'done', error: null });

      // Queued by an older node while this one's workers do not run yet.
      const previous = server;
      server = null;
      await previous.close({ keepData: true });
      const port = Number(new URL(previous.url).port);
      server = await startTestServer(dialect, {
        pipeline: true,
        workers: false,
        dataOf: previous,
        port,
      });
      const queued = await server.pipeline!.queue.send(parseJobVersion1, { uploadId: upload.id });
      expect(queued).not.toBeNull();
      const db = server.database.db as unknown as Kysely<unknown>;
      await db.transaction().execute((trx) => up(trx));
      await server.pipeline!.startWorkers();

      await expect
        .poll(async () => (await client.get<Me>('/api/me')).body.credits.total, {
          timeout: 90_000,
          interval: 200,
        })
        .toBe(8);
      // Paid before its extraction, the parse commits its records and `done` after: on a busy
      // machine the upload was still parsing when the credits were read.
      expect(await settledUpload(client, upload.id)).toMatchObject({ state: 'done', error: null });
    },
  );
});

describe('the parse-job-payer migration on postgres, by pg-boss state', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('rewrites parse jobs created, waiting for a retry or active, and leaves finished ones', async () => {
    server = await startTestServer('postgres', { pipeline: true, workers: false });
    const { client, me } = await registerUser(server.url);
    const doctype = await createDoctype(client, { mode: 'single' });
    const upload = await uploadOne(client, doctype, 'invoice.pdf', await makeInvoicePdf());
    const db = server.database.db as unknown as Kysely<unknown>;
    const states = ['created', 'retry', 'active', 'completed', 'failed'] as const;
    const ids = new Map<string, string>();
    for (const state of states) {
      const id = await server.pipeline!.queue.send(parseJobVersion1, { uploadId: upload.id });
      expect(id).not.toBeNull();
      await sql`UPDATE pgboss.job SET state = ${state} WHERE id = ${id}`.execute(db);
      ids.set(state, id!);
    }

    await db.transaction().execute((trx) => up(trx));

    const { rows } = await sql<{ state: string; data: { version: number; payload: object } }>`
      SELECT state, data FROM pgboss.job WHERE id IN (${sql.join([...ids.values()])})`.execute(db);
    const byState = Object.fromEntries(rows.map((row) => [row.state, row.data]));
    for (const state of ['created', 'retry', 'active'])
      expect(byState[state], state).toMatchObject({
        version: 2,
        payload: { uploadId: upload.id, payerId: me.uid },
      });
    for (const state of ['completed', 'failed'])
      expect(byState[state], state).toEqual(
        expect.objectContaining({ version: 1, payload: { uploadId: upload.id } }),
      );
  });
});
