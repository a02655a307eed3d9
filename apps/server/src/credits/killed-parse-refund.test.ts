/**
 * A worker that dies during a parse's last attempt never reaches its own refund: the queue
 * fails the job when the lease runs out, and its failure hook gives the credits back.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Me } from '@docsift/core/me';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { makeManyPagesPdf } from '@docsift/extract/testing';
import { afterAll, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { setPlanCredits } from '../../test/credits.ts';
import { createDoctype, uploadFiles } from '../../test/documents.ts';
import type { TestServer } from '../../test/test-server.ts';
import { startTestServer } from '../../test/test-server.ts';

let server: TestServer | undefined;
let pauseDir = '';

afterAll(async () => {
  if (pauseDir) await writeFile(path.join(pauseDir, 'pause.release'), '');
  await server?.close();
  if (pauseDir) await rm(pauseDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

it(
  'gives back the credits of a parse whose worker died on its last attempt',
  { timeout: 120_000 },
  async () => {
    pauseDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-killed-parse-'));
    const pause = path.join(pauseDir, 'pause');
    server = await startTestServer('sqlite', {
      pipeline: true,
      testHooks: { pauseBeforeCommit: pause },
    });
    const { client, me } = await registerUser(server.url);
    await setPlanCredits(server.database, me.uid, 10);
    const doctype = await createDoctype(client, {
      mode: 'single',
      fields: [{ caption: 'Text', description: 'the line of text', type: 'string' }],
    });
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'three-pages.pdf', bytes: await makeManyPagesPdf(3) },
    ]);
    const upload = created.body.uploads[0]!;
    const total = async () => (await client.get<Me>('/api/me')).body.credits.total;

    // Paid, extracted, held before its commit.
    await expect
      .poll(() => exists(`${pause}.reached`), { timeout: 90_000, interval: 100 })
      .toBe(true);
    expect(await total()).toBe(7);

    // Its worker dies: the lease is another's and ran out, on the job's last attempt.
    const { db } = server.database;
    const dead = await db
      .updateTable('jobs')
      .set((eb) => ({
        locked_by: 'a-worker-that-died',
        locked_until: 1,
        attempts: eb('retry_limit', '+', 1),
      }))
      .where('name', '=', 'parse')
      .where('state', '=', 'active')
      .executeTakeFirst();
    expect(Number(dead.numUpdatedRows)).toBe(1);

    await expect.poll(total, { timeout: 30_000, interval: 200 }).toBe(10);
    const failed = (await client.get<Upload>(`/api/uploads/${upload.id}`)).body;
    expect(failed.error).toMatchObject({ code: 'deadline-exceeded' });
    expect(failed.recordCount).toBe(0);
    const movements = await db
      .selectFrom('credit_movements')
      .select(['type', 'credits'])
      .where('user_id', '=', me.uid)
      .where('type', 'in', ['parse', 'refund'])
      .orderBy('created_at')
      .execute();
    expect(movements).toEqual([
      { type: 'parse', credits: -3 },
      { type: 'refund', credits: 3 },
    ]);
  },
);
