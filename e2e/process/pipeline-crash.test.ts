/**
 * A worker killed (-9) in the middle of a parse, right before it commits the records: after a
 * restart the job is picked up again when its lease runs out, and the upload ends done once,
 * with its records exactly once. The pauseBeforeCommit test hook holds the parse at that point.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { RecordPage } from '@docsift/core/record';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { startDocsift } from '../support/docsift-server.ts';
import type { RunningServer } from '../support/docsift-server.ts';
import { freePort } from '../support/free-port.ts';

let server: RunningServer | null = null;
let dataDir = '';

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

it('finishes a parse interrupted by kill -9 once, without duplicate records', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-crash-'));
  const pause = path.join(dataDir, 'pause');
  const port = await freePort();
  const env = { AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123' };
  // A 5 s lease in place of 15 s: renewed every 1.7 s by an idle process, it holds; only the
  // wait for the dead worker's job is shorter.
  const testHooks = { pauseBeforeCommit: pause, queueLeaseSeconds: 5 };
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

  const sqlite = new BetterSqlite3(path.join(dataDir, 'docsift.db'), { readonly: true });
  try {
    const parses = sqlite
      .prepare(`SELECT state, attempts FROM jobs WHERE name = 'parse' AND payload LIKE ?`)
      .all(`%${upload.id}%`);
    // One parse job: its first attempt died with the process, the second committed.
    expect(parses).toEqual([{ state: 'completed', attempts: 2 }]);
  } finally {
    sqlite.close();
  }
});
