/**
 * Regression: a parse that started with an older doctype (the wizard's draft, a field change)
 * committed its stale rows after a newer parse, so the upload ended with the old fields.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFacts, makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../test/documents.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(dialects)('a doctype edited during a parse on %s', (dialect) => {
  let server: TestServer;
  let gateDir: string;
  let gate: string;

  beforeAll(async () => {
    gateDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-gate-'));
    gate = path.join(gateDir, 'gate');
    server = await startTestServer(dialect, {
      pipeline: true,
      testHooks: { pauseBeforeCommit: gate },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(gateDir, { recursive: true, force: true });
  });

  it('parses again with the current fields instead of committing stale rows', async () => {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client, {
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
    ]);
    const upload = created.body.uploads[0]!;

    // The parse holds right before its commit: change the fields underneath it, then let it go.
    await expect
      .poll(
        () =>
          access(`${gate}.reached`).then(
            () => true,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    const changed = (
      await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
        fields: [...doctype.fields, { caption: 'Total', type: 'number' }],
      })
    ).body;
    await writeFile(`${gate}.release`, '');

    await expect
      .poll(async () => (await client.get<Upload>(`/api/uploads/${upload.id}`)).body.state, {
        timeout: 60_000,
      })
      .toBe('done');
    const done = (await client.get<Upload>(`/api/uploads/${upload.id}`)).body;
    expect(done.doctypeHash).toBe(changed.hash);
    const page = (
      await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
    ).body;
    expect(page.records.map((r) => r.data)).toEqual([
      { [changed.fields[0]!.key]: invoiceFacts.invoiceNumber, [changed.fields[1]!.key]: 952 },
    ]);
  });
});
