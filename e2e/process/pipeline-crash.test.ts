/**
 * A worker killed (-9) in the middle of a parse, right before it commits the records: after a
 * restart the job is picked up again when its lease runs out, and the upload ends done once,
 * with its records exactly once. The pauseBeforeCommit test hook holds the parse at that point.
 * The same run on each database: the embedded queue (SQLite) and pg-boss (PostgreSQL) each
 * lease and retry on their own.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { RecordPage } from '@docsift/core/record';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { createPostgresTestDatabase } from '@docsift/server/testing/postgres';
import type { TestDialect } from '@docsift/server/testing/test-server';
import { startDocsift } from '../support/docsift-server.ts';
import type { RunningServer } from '../support/docsift-server.ts';
import { freePort } from '../support/free-port.ts';

interface ParseJob {
  state: string;
  attempts: number;
}

/** Where a server keeps its data on one database, and how its parse jobs read there. */
interface CrashDatabase {
  env: Record<string, string>;
  parseJobs(uploadId: string): Promise<ParseJob[]>;
  drop(): Promise<void>;
}

const databases: Record<TestDialect, (dataDir: string) => Promise<CrashDatabase>> = {
  sqlite: async (dataDir) => ({
    env: {},
    parseJobs: async (uploadId) => {
      const sqlite = new BetterSqlite3(path.join(dataDir, 'docsift.db'), { readonly: true });
      try {
        return sqlite
          .prepare(`SELECT state, attempts FROM jobs WHERE name = 'parse' AND payload LIKE ?`)
          .all(`%${uploadId}%`) as ParseJob[];
      } finally {
        sqlite.close();
      }
    },
    drop: async () => {},
  }),
  postgres: async () => {
    const database = await createPostgresTestDatabase();
    return {
      env: { DATABASE_URL: database.url },
      parseJobs: async (uploadId) => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          // pg-boss counts the attempts after the first.
          const { rows } = await client.query<ParseJob>(
            `SELECT state::text AS state, retry_count + 1 AS attempts FROM pgboss.job
              WHERE name = 'parse' AND data->'payload'->>'uploadId' = $1`,
            [uploadId],
          );
          return rows;
        } finally {
          await client.end();
        }
      },
      drop: database.drop,
    };
  },
};

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

describe.each(Object.keys(databases) as TestDialect[])('a parse killed on %s', (dialect) => {
  let server: RunningServer | null = null;
  let dataDir = '';
  let database: CrashDatabase | null = null;

  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a parse interrupted by kill -9 once, without duplicate records', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-crash-'));
    database = await databases[dialect](dataDir);
    const pause = path.join(dataDir, 'pause');
    const port = await freePort();
    const env = { AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123', ...database.env };
    // A 5 s lease in place of 15 s (20 s on pg-boss), and pg-boss expiring unrenewed jobs every
    // 2 s instead of 10 s: renewed every 1.25 s by an idle process, the lease holds; only the
    // wait for the dead worker's job is shorter.
    const testHooks = {
      pauseBeforeCommit: pause,
      queueLeaseSeconds: 5,
      queueMaintenanceSeconds: 2,
    };
    server = await startDocsift({ env, testHooks, port, dataDir });

    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
    ]);
    const upload = created.body.uploads[0]!;

    await expect
      .poll(() => exists(`${pause}.reached`), { timeout: 90_000, interval: 100 })
      .toBe(true);
    const killed = server.process;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;
    server = null;

    await writeFile(`${pause}.release`, '');
    server = await startDocsift({ env, testHooks, port, dataDir });
    let current: Upload | undefined;
    await expect
      .poll(
        async () => {
          current = (await client.get<Upload>(`/api/uploads/${upload.id}`)).body;
          return current.state;
        },
        { timeout: 120_000, interval: 250 },
      )
      .toBe('done');
    expect(current).toMatchObject({ error: null, recordCount: 1, doctypeHash: doctype.hash });
    const page = (
      await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
    ).body;
    expect(page.total).toBe(1);
    // One parse job: its first attempt died with the process, the second committed.
    expect(await database.parseJobs(upload.id)).toEqual([{ state: 'completed', attempts: 2 }]);
  });
});
