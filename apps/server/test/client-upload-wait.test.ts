/**
 * The typed client's uploadFiles waiting against a real server: it follows the live events (a
 * poll interval of an hour would otherwise never end a test), and polls without them.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiKeyList } from '@docsift/core/api-key';
import { createClient, DocsiftApiError } from '@docsift/client/client';
import type { DocsiftClient } from '@docsift/client/client';
import { pageRecords } from '@docsift/client/page-records';
import type { UploadOutcome } from '@docsift/client/upload-files';
import { uploadFiles } from '@docsift/client/upload-files';
import { settledUploads } from '@docsift/client/wait-for-uploads';
import { invoiceFacts, makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../src/platform/events/events.routes.ts';
import { registerUserWithApiKey } from './accounts.ts';
import { createDoctype } from './documents.ts';
import type { HttpClient } from './http-client.ts';
import { openEventStream } from './live-events.ts';
import { dialects, startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

/** Longer than any test: an upload that settles did so by its live event. */
const NEVER_POLL_MS = 3_600_000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe.each(dialects)("the client's wait for uploads on %s", (dialect) => {
  let server: TestServer;
  let gateDir: string;
  let gate: string;
  let invoice: Uint8Array;

  beforeAll(async () => {
    gateDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-client-wait-'));
    gate = path.join(gateDir, 'gate');
    server = await startTestServer(dialect, {
      pipeline: true,
      testHooks: { pauseBeforeCommit: gate },
    });
    invoice = await makeInvoicePdf();
  });
  afterAll(async () => {
    await writeFile(`${gate}.release`, '').catch(() => {});
    await server?.close();
    await rm(gateDir, { recursive: true, force: true });
  });
  // Each test holds its parse before the commit, until it releases the gate.
  beforeEach(async () => {
    await rm(`${gate}.release`, { force: true });
    await rm(`${gate}.reached`, { force: true });
  });
  const release = () => writeFile(`${gate}.release`, '');
  const parseHeld = () =>
    expect.poll(() => exists(`${gate}.reached`), { timeout: 60_000, interval: 50 }).toBe(true);

  async function invoices() {
    const user = await registerUserWithApiKey(server.url);
    const client = createClient({ url: server.url, apiKey: user.apiKey });
    const doctype = await createDoctype(user.client, {
      fields: [{ caption: 'Invoice number' }, { caption: 'Total', type: 'number' }],
    });
    return { ...user, api: client, doctype };
  }

  /** uploadFiles, with the instant it resolved. */
  async function waitTimed(client: DocsiftClient, options: Parameters<typeof uploadFiles>[1]) {
    const outcomes = await uploadFiles(client, options);
    return { outcomes, resolvedAt: Date.now() };
  }

  it('resolves from the live event as soon as the records are committed, not before', async () => {
    const { api, doctype } = await invoices();
    const file = new File([invoice], 'invoice.pdf');
    let isResolved = false;
    const waiting = waitTimed(api, {
      doctype: doctype.id,
      files: [file],
      pollIntervalMs: NEVER_POLL_MS,
    }).finally(() => (isResolved = true));
    await parseHeld();
    expect(isResolved).toBe(false);
    await release();

    const { outcomes, resolvedAt } = await waiting;
    const [outcome] = outcomes;
    expect(outcome).toMatchObject({ filename: 'invoice.pdf', error: null });
    expect(outcome!.upload).toMatchObject({ state: 'done', recordCount: 1 });
    // `updated` is the server's instant of the commit, on this machine's clock.
    expect(resolvedAt - outcome!.upload!.updated).toBeLessThan(1000);
    const numberKey = doctype.fields.find((field) => field.caption === 'Invoice number')!.key;
    const pages = [];
    for await (const page of pageRecords(api, doctype.id)) pages.push(...page.records);
    expect(pages.map((record) => record.data[numberKey])).toEqual([invoiceFacts.invoiceNumber]);
  });

  it('ends with the error of an upload that fails', async () => {
    const { api, doctype } = await invoices();
    const damaged = new Uint8Array([
      ...Buffer.from('%PDF-1.7\n'),
      ...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256),
    ]);
    const reported: UploadOutcome[] = [];
    const [outcome] = await uploadFiles(api, {
      doctype: doctype.id,
      files: [new File([damaged], 'damaged.pdf')],
      pollIntervalMs: NEVER_POLL_MS,
      onOutcome: (settled) => reported.push(settled),
    });
    expect(outcome!.upload?.state).not.toBe('done');
    expect(outcome!.error?.code).toMatch(/^file\//);
    expect(reported).toEqual([outcome]);
  });

  it.each([
    ['the upload', (client: HttpClient, upload: string) => client.delete(`/api/uploads/${upload}`)],
    [
      'its doctype',
      (client: HttpClient, _upload: string, doctype: string) =>
        client.delete(`/api/doctypes/${doctype}`),
    ],
  ])('ends with not-found when %s is deleted while waited for', async (_what, remove) => {
    const { api, client, doctype } = await invoices();
    const waiting = uploadFiles(api, {
      doctype: doctype.id,
      files: [new File([invoice], 'invoice.pdf')],
      pollIntervalMs: NEVER_POLL_MS,
    });
    await parseHeld();
    const { uploads } = (
      await client.get<{ uploads: { id: string }[] }>(`/api/uploads?target=${doctype.id}`)
    ).body;
    expect((await remove(client, uploads[0]!.id, doctype.id)).status).toBe(204);

    const [outcome] = await waiting;
    expect(outcome).toMatchObject({ upload: null, error: { code: 'not-found' } });
    await release();
  });

  it('throws the 401 of a key revoked while waiting, rather than waiting on', async () => {
    const { api, client, doctype } = await invoices();
    const waiting = uploadFiles(api, {
      doctype: doctype.id,
      files: [new File([invoice], 'invoice.pdf')],
      pollIntervalMs: NEVER_POLL_MS,
    });
    await parseHeld();
    const [key] = (await client.get<ApiKeyList>('/api/api-keys')).body.apiKeys;
    expect((await client.delete(`/api/api-keys/${key!.id}`)).status).toBe(204);

    const failure = await waiting.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocsiftApiError);
    expect(failure).toMatchObject({ status: 401 });
    await release();
  });

  it('waits for uploads made earlier, and tells of one already gone', async () => {
    const { api, client, doctype } = await invoices();
    const stored = await uploadFiles(api, {
      doctype: doctype.id,
      files: ['kept.pdf', 'deleted.pdf'].map((name) => new File([invoice], name)),
      wait: false,
    });
    const [kept, deleted] = stored.map((outcome) => outcome.upload!.id);
    expect((await client.delete(`/api/uploads/${deleted}`)).status).toBe(204);
    await release();

    const ended = await settledUploads(api, [kept!, deleted!], { pollIntervalMs: NEVER_POLL_MS });
    expect(ended).toMatchObject([
      { error: null, upload: { id: kept, state: 'done', recordCount: 1 } },
      { upload: null, error: { code: 'not-found' } },
    ]);
  });

  it('polls when no stream is left to the caller', async () => {
    const { api, client, doctype } = await invoices();
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openEventStream(client));
      const refused = await openEventStream(client);
      streams.push(refused);
      expect(refused.status).toBe(429);
      await release();
      const [outcome] = await uploadFiles(api, {
        doctype: doctype.id,
        files: [new File([invoice], 'invoice.pdf')],
        pollIntervalMs: 100,
      });
      expect(outcome).toMatchObject({ error: null, upload: { state: 'done', recordCount: 1 } });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
