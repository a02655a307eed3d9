/**
 * A parse job names its payer when it is queued (pipeline-jobs.ts `payerId`), so a member of a
 * shared doctype who deletes the account before their parse paid is never replaced by the
 * doctype's author, to whom account deletion hands the upload (issue 29): the parse fails for
 * good with parse/payer-gone, also when the deletion came while it still waited in the queue
 * (or its upload waited for the scan that queues it), and when its first attempt stopped before
 * paying and another process runs it again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Me } from '@docsift/core/me';
import type { Upload } from '@docsift/core/upload';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { exists } from '../../test/file-exists.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { payingTeam } from '../../test/paying-team.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer, TestServerOptions } from '../../test/test-server.ts';

describe.each(dialects)('the payer a parse job names on %s', (dialect) => {
  let server: TestServer | null = null;
  let gateDir = '';
  afterEach(async () => {
    await server?.close();
    server = null;
    if (gateDir) await rm(gateDir, { recursive: true, force: true });
  });

  /**
   * Closes the running server with its data and starts another on it, as a restarted node, on
   * the same port: the users' clients keep talking to it.
   */
  async function restart(options: TestServerOptions = {}): Promise<TestServer> {
    const previous = server!;
    server = null;
    await previous.close({ keepData: true });
    const port = Number(new URL(previous.url).port);
    server = await startTestServer(dialect, { pipeline: true, dataOf: previous, port, ...options });
    return server;
  }

  const total = async (client: HttpClient) => (await client.get<Me>('/api/me')).body.credits.total;

  /** The member's upload ended with parse/payer-gone, handed to the author, who paid nothing. */
  async function expectFailedForTheAuthor(
    author: { client: HttpClient; me: Me },
    uploadId: string,
  ) {
    const failed = await settledUpload(author.client, uploadId);
    expect(failed).toMatchObject({
      state: 'parsing',
      error: { code: 'parse/payer-gone' },
      author: author.me.uid,
    });
    expect(await total(author.client)).toBe(50);
  }

  it(
    'fails with parse/payer-gone when the member is deleted while the parse is still queued',
    { timeout: 180_000 },
    async () => {
      server = await startTestServer(dialect, { pipeline: true });
      const { author, member, doctype } = await payingTeam(server);
      const upload = await uploadOne(member.client, doctype, 'invoice.pdf', await makeInvoicePdf());
      expect(await settledUpload(member.client, upload.id)).toMatchObject({ state: 'done' });
      expect(await total(member.client)).toBe(9);

      // Workers off: the member's reparse waits in the queue while the member goes.
      const api = await restart({ workers: false });
      expect((await member.client.post(`/api/uploads/${upload.id}/parse`)).status).toBe(202);
      const deleted = await member.client.delete('/api/account', { email: member.email });
      expect(deleted.status).toBe(204);
      await api.pipeline!.startWorkers();

      await expect
        .poll(
          async () => (await author.client.get<Upload>(`/api/uploads/${upload.id}`)).body.error,
          { timeout: 90_000, interval: 200 },
        )
        .toMatchObject({ code: 'parse/payer-gone' });
      expect(await total(author.client)).toBe(50);
    },
  );

  it(
    'fails with parse/payer-gone when the member is deleted while the upload waits for its scan',
    { timeout: 180_000 },
    async () => {
      // Workers off: the member's upload waits for its scan while the member goes.
      server = await startTestServer(dialect, { pipeline: true, workers: false });
      const { author, member, doctype } = await payingTeam(server);
      const upload = await uploadOne(member.client, doctype, 'invoice.pdf', await makeInvoicePdf());
      const deleted = await member.client.delete('/api/account', { email: member.email });
      expect(deleted.status).toBe(204);
      await server.pipeline!.startWorkers();

      await expectFailedForTheAuthor(author, upload.id);
    },
  );

  it(
    'charges the payer the first attempt named when a retry runs after that attempt stopped before paying',
    { timeout: 180_000 },
    async () => {
      gateDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-recorded-payer-'));
      const gate = path.join(gateDir, 'payment');
      server = await startTestServer(dialect, {
        pipeline: true,
        testHooks: { pauseBeforePayment: gate },
      });
      const { author, member, doctype } = await payingTeam(server);
      const upload = await uploadOne(member.client, doctype, 'invoice.pdf', await makeInvoicePdf());
      await expect
        .poll(() => exists(`${gate}.reached`), { timeout: 60_000, interval: 50 })
        .toBe(true);
      const deleted = await member.client.delete('/api/account', { email: member.email });
      expect(deleted.status).toBe(204);

      // The first attempt never pays: its process goes while it waits at the gate, unreleased,
      // and the job runs again on the next one.
      await restart();
      await expectFailedForTheAuthor(author, upload.id);
      await writeFile(`${gate}.release`, '');
    },
  );
});
