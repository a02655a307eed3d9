/** packages/client/examples/main-flow.ts, the typed client's example, run against a real server. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mainFlow } from '@docsift/client/examples/main-flow';
import { invoiceFacts, makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUserWithApiKey } from './accounts.ts';
import type { TestServer } from './test-server.ts';
import { startTestServer } from './test-server.ts';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer('sqlite', { pipeline: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-main-flow-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('creates a doctype, uploads and waits, pages the records and exports them', async () => {
  const { apiKey } = await registerUserWithApiKey(server.url);
  const files = ['january.pdf', 'february.pdf'].map((name) => path.join(dir, name));
  const invoice = await makeInvoicePdf();
  await Promise.all(files.map((file) => writeFile(file, invoice)));
  const csvFile = path.join(dir, 'records.csv');

  const result = await mainFlow({ url: server.url, apiKey, files, csvFile, pollIntervalMs: 100 });

  expect(result.uploads).toEqual([
    expect.stringMatching(/^upload-/),
    expect.stringMatching(/^upload-/),
  ]);
  expect(result.invoiceNumbers).toEqual([invoiceFacts.invoiceNumber, invoiceFacts.invoiceNumber]);
  const csv = (await readFile(csvFile, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Invoice number,Total');
  expect(csv.filter((line) => line.startsWith(invoiceFacts.invoiceNumber))).toHaveLength(2);
});
