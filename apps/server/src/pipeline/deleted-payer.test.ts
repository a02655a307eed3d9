/**
 * A member's parse in a shared doctype still running when the member deletes their account
 * (issue 29): the upload passes to the doctype's author. A parse the member paid ends without
 * them: it commits its records for the author, and a refund it owes the member, who is gone, is
 * skipped (and logged) instead of failing the job. One the member had not paid yet fails for
 * good, and nobody pays for it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { Me } from '@docsift/core/me';
import type { RecordPage } from '@docsift/core/record';
import { invoiceFacts, makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDir } from '../../test/documents.ts';
import { exists } from '../../test/file-exists.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { payingTeam } from '../../test/paying-team.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(dialects)('a parse whose payer deletes the account on %s', (dialect) => {
  let server: TestServer;
  let gateDir: string;
  let paymentGate: string;
  let commitGate: string;

  beforeAll(async () => {
    gateDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-deleted-payer-'));
    paymentGate = path.join(gateDir, 'payment');
    commitGate = path.join(gateDir, 'commit');
    server = await startTestServer(dialect, {
      pipeline: true,
      testHooks: { pauseBeforePayment: paymentGate, pauseBeforeCommit: commitGate },
    });
  });
  afterAll(async () => {
    for (const gate of [paymentGate, commitGate])
      await writeFile(`${gate}.release`, '').catch(() => {});
    await server?.close();
    await rm(gateDir, { recursive: true, force: true });
  });

  const total = async (client: HttpClient) => (await client.get<Me>('/api/me')).body.credits.total;

  /**
   * The author's shared doctype and a member's upload in it, held at `gate` (the other one open):
   * before its payment, or paid by the member before its commit; then the member deletes the
   * account.
   */
  async function heldParseOfAGoneMember(gate: string) {
    for (const each of [paymentGate, commitGate]) {
      await rm(`${each}.reached`, { force: true });
      if (each === gate) await rm(`${each}.release`, { force: true });
      else await writeFile(`${each}.release`, '');
    }
    const { author, member, doctype } = await payingTeam(server);
    const upload = await uploadOne(member.client, doctype, 'invoice.pdf', await makeInvoicePdf());
    await expect
      .poll(() => exists(`${gate}.reached`), { timeout: 60_000, interval: 50 })
      .toBe(true);
    expect(await total(member.client)).toBe(gate === commitGate ? 9 : 10);

    const deleted = await member.client.delete('/api/account', { email: member.email });
    expect(deleted.status).toBe(204);
    return { author, member, doctype, upload };
  }

  it(
    'commits the records for the author, who keeps the upload and its file and pays nothing',
    { timeout: 90_000 },
    async () => {
      const { author, doctype, upload } = await heldParseOfAGoneMember(commitGate);
      await writeFile(`${commitGate}.release`, '');

      const done = await settledUpload(author.client, upload.id);
      expect(done).toMatchObject({ state: 'done', error: null, recordCount: 1 });
      expect(done.author).toBe(author.me.uid);
      const { records } = (
        await author.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)
      ).body;
      expect(records.map((record) => record.data[doctype.fields[0]!.key])).toEqual([
        invoiceFacts.invoiceNumber,
      ]);
      expect(await exists(path.join(filesDir(server), done.file.source))).toBe(true);
      expect(await total(author.client)).toBe(50);
    },
  );

  it(
    'extracts again for fields the author changed meanwhile, charging nobody a second time',
    { timeout: 90_000 },
    async () => {
      const { author, doctype, upload } = await heldParseOfAGoneMember(commitGate);
      const changed = (
        await author.client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
          fields: [...doctype.fields, { caption: 'Total', type: 'number' }],
        })
      ).body;
      await writeFile(`${commitGate}.release`, '');

      const done = await settledUpload(author.client, upload.id);
      expect(done).toMatchObject({ state: 'done', error: null, doctypeHash: changed.hash });
      expect(await total(author.client)).toBe(50);
      expect(server.logs()).not.toMatch(/job attempt failed/);
    },
  );

  it(
    'skips, with a log line, the refund it owes the gone member when the upload is deleted meanwhile',
    { timeout: 90_000 },
    async () => {
      const { author, upload } = await heldParseOfAGoneMember(commitGate);
      expect((await author.client.delete(`/api/uploads/${upload.id}`)).status).toBe(204);
      await writeFile(`${commitGate}.release`, '');

      const skipped = /^.*"msg":"the payer of a parse is gone: no refund".*$/m;
      await expect
        .poll(() => server.logs().match(skipped)?.[0] ?? '', { timeout: 30_000, interval: 50 })
        .toContain(upload.id);
      expect(await total(author.client)).toBe(50);
    },
  );

  // Account deletion hands the member's uploads in the doctype to its author with their files
  // (accounts.repository.ts), so this one stays too; but the author never asked for its parse,
  // so it is not charged: the upload keeps a failure that says why, and the author may reparse.
  it(
    'fails for good with parse/payer-gone when the member goes before paying, and charges the author nothing',
    { timeout: 90_000 },
    async () => {
      const { author, doctype, upload } = await heldParseOfAGoneMember(paymentGate);
      await writeFile(`${paymentGate}.release`, '');

      const failed = await settledUpload(author.client, upload.id);
      expect(failed).toMatchObject({
        state: 'parsing',
        error: { code: 'parse/payer-gone' },
        author: author.me.uid,
      });
      const { records } = (
        await author.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)
      ).body;
      expect(records).toEqual([]);
      expect(await exists(path.join(filesDir(server), failed.file.source))).toBe(true);
      expect(await total(author.client)).toBe(50);
    },
  );
});
