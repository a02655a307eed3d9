/**
 * A long scan is read one slice of pages per job, each slice queued behind what others sent
 * meanwhile, and one user's queued documents take turns with other users'; deleting an upload
 * stops its work. Issue 9 item 4: two 480-page scans kept another
 * user's one-page invoice waiting 15 minutes, and deleting them did not stop the work.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { FREE_MAX_WAITING_UPLOADS } from '@docsift/core/plans';
import {
  makeInvoicePdf,
  makeManyPagesPdf,
  makeNoisePng,
  makeScannedPdf,
  makeTextPng,
} from '@docsift/extract/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, filesDir, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { sampleOf } from '../../test/prometheus-text.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

const SCAN_PAGES = 40;

describe.each(dialects)('fair scheduling on %s', (dialect) => {
  let server: TestServer;
  let scan: Buffer;

  beforeAll(async () => {
    // One extraction process and one page per scan job: the order of jobs is all there is to see.
    // A scanned page takes the stub extraction 2 s, as OCR would, so work in progress is seen.
    server = await startTestServer(dialect, {
      pipeline: true,
      scannedPageMs: 2_000,
      env: { EXTRACTION_PROCESSES: '1', SCAN_SLICE_PAGES: '1', METRICS: '1' },
    });
    scan = await makeScannedPdf(makeTextPng(), SCAN_PAGES);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function uploadTo(client: HttpClient, doctype: Doctype, bytes: Uint8Array) {
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'document.pdf', bytes },
    ]);
    expect(res.status).toBe(201);
    return res.body.uploads[0]!;
  }

  const current = async (client: HttpClient, id: string) =>
    (await client.get<Upload>(`/api/uploads/${id}`)).body;

  async function whenScanning(client: HttpClient, id: string): Promise<void> {
    await expect
      .poll(async () => (await current(client, id)).state, { timeout: 60_000, interval: 100 })
      .toBe('scanning');
  }

  /** Scan jobs (first and later slices) of the upload that are waiting or running, in either queue's table. */
  async function unfinishedScanJobs(uploadId: string): Promise<number> {
    const db = server.database.db;
    if (dialect === 'sqlite') {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('name', 'in', ['scan', 'scan-slice'])
        .where('state', 'in', ['queued', 'active'])
        .where('payload', 'like', `%${uploadId}%`)
        .execute();
      return rows.length;
    }
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job
      WHERE name IN ('scan', 'scan-slice') AND state IN ('created', 'retry', 'active')
        AND data->'payload'->>'uploadId' = ${uploadId}`.execute(db);
    return rows[0]!.count;
  }

  /** The local copies of the upload's file that the scan's slices share. */
  const copiesOf = async (uploadId: string) =>
    (await readdir(path.join(server.config.dataDir, 'tmp'))).filter((name) =>
      name.includes(uploadId),
    );

  const metric = async (name: string) =>
    sampleOf(await (await fetch(`${server.url}/metrics`)).text(), name) ?? 0;

  // First: the other tests leave scans running behind them.
  it('a scan read in three slices checks its PDF once and leaves no copy of it', async () => {
    const { client } = await registerUser(server.url);
    const pagesBefore = await metric('docsift_extraction_pages_total');
    const checksBefore = await metric('docsift_pdf_stream_checks_total');
    const upload = await uploadTo(client, await createDoctype(client), await makeManyPagesPdf(3));
    await expect
      .poll(async () => (await current(client, upload.id)).state, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('done');
    expect(await metric('docsift_extraction_pages_total')).toBe(pagesBefore + 3);
    // Each slice checked the whole file again before the first slice's verdict was kept.
    expect(await metric('docsift_pdf_stream_checks_total')).toBe(checksBefore + 1);
    expect(await copiesOf(upload.id)).toEqual([]);
  });

  it('another user’s one-page document is done while a long scan is still in progress', async () => {
    const big = await registerUser(server.url);
    const small = await registerUser(server.url);
    const bigScan = await uploadTo(big.client, await createDoctype(big.client), scan);
    await whenScanning(big.client, bigScan.id);

    const invoice = await uploadTo(
      small.client,
      await createDoctype(small.client),
      await makeInvoicePdf(),
    );
    await expect
      .poll(async () => (await current(small.client, invoice.id)).state, {
        timeout: 120_000,
        interval: 100,
      })
      .toBe('done');
    // Without slices the invoice's scan waited for all of the long scan's pages.
    expect(await current(big.client, bigScan.id)).toMatchObject({ state: 'scanning', error: null });
    await big.client.delete(`/api/uploads/${bigScan.id}`);
  });

  it('another user’s document is done before one user’s many queued documents are', async () => {
    const busy = await registerUser(server.url);
    const other = await registerUser(server.url);
    // One-page scans: each is one job on the one extraction process, slow enough (2 s) that the
    // backlog is still queued when the other user's document arrives.
    const onePageScan = await makeScannedPdf(makeTextPng(), 1);
    const many = await uploadFiles<CreateUploadsResponse>(
      busy.client,
      (await createDoctype(busy.client)).id,
      Array.from({ length: 5 }, (_, n) => ({ name: `scan-${n}.pdf`, bytes: onePageScan })),
    );
    expect(many.status).toBe(201);
    await whenScanning(busy.client, many.body.uploads[0]!.id);
    const single = await uploadTo(
      other.client,
      await createDoctype(other.client),
      await makeInvoicePdf(),
    );
    await expect
      .poll(async () => (await current(other.client, single.id)).state, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('done');
    // In queue order the single document waited for the four queued scans behind the running one.
    const states = await Promise.all(
      many.body.uploads.map(async ({ id }) => (await current(busy.client, id)).state),
    );
    expect(states.filter((state) => state === 'done').length).toBeLessThan(3);
  }, 90_000);

  it('deleting an upload mid-scan stops its work and leaves none of its files', async () => {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const longScan = await uploadTo(client, doctype, scan);
    await whenScanning(client, longScan.id);
    expect(await unfinishedScanJobs(longScan.id)).toBe(1);

    expect((await client.delete(`/api/uploads/${longScan.id}`)).status).toBe(204);
    // Far less than the 40 pages' time: the running slice is aborted, no further slice starts.
    await expect
      .poll(() => unfinishedScanJobs(longScan.id), { timeout: 8_000, interval: 100 })
      .toBe(0);
    // The original, and the stored slices of the pages read before the deletion.
    expect(await readdir(path.join(filesDir(server), 'doctype', doctype.id))).toEqual([]);
    expect(await copiesOf(longScan.id)).toEqual([]);
  });
});

// Issue 27 item 1: two noise images held both extraction processes until their 660 s deadline,
// and another user's one-page PDF did not start within 420 s.
describe.each(dialects)('one user’s slow images on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    // An image reads for ten minutes here: only the lanes can let the other user's PDF through.
    server = await startTestServer(dialect, {
      pipeline: true,
      scannedPageMs: 600_000,
      env: { EXTRACTION_PROCESSES: '2' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const stateOf = async (client: HttpClient, id: string) =>
    (await client.get<Upload>(`/api/uploads/${id}`)).body.state;

  it('another user’s one-page PDF is done while one user’s two slow images are read', async () => {
    const busy = await registerUser(server.url);
    const other = await registerUser(server.url);
    const noise = await makeNoisePng(300);
    const images = await uploadFiles<CreateUploadsResponse>(
      busy.client,
      (await createDoctype(busy.client)).id,
      [
        { name: 'noise-a.png', bytes: noise },
        { name: 'noise-b.png', bytes: noise },
      ],
    );
    expect(images.status).toBe(201);
    const [first, second] = images.body.uploads;
    await expect
      .poll(() => stateOf(busy.client, first!.id), { timeout: 60_000, interval: 100 })
      .toBe('scanning');

    const pdf = await uploadFiles<CreateUploadsResponse>(
      other.client,
      (await createDoctype(other.client)).id,
      [{ name: 'invoice.pdf', bytes: await makeInvoicePdf() }],
    );
    await expect
      .poll(() => stateOf(other.client, pdf.body.uploads[0]!.id), {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('done');
    // The images take one process at a time: the other stays free for new work.
    expect(await stateOf(busy.client, first!.id)).toBe('scanning');
    expect(await stateOf(busy.client, second!.id)).toBe('uploaded');
    for (const { id } of [first!, second!]) await busy.client.delete(`/api/uploads/${id}`);
  }, 90_000);

  it(`a free user has at most ${FREE_MAX_WAITING_UPLOADS} uploads waiting, however many arrive at once`, async () => {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const noise = await makeNoisePng(50);
    const answers = await Promise.all(
      Array.from({ length: FREE_MAX_WAITING_UPLOADS + 5 }, (_, n) =>
        uploadFiles<CreateUploadsResponse & { error?: { code: string } }>(client, doctype.id, [
          { name: `noise-${n}.png`, bytes: noise },
        ]),
      ),
    );
    const stored = answers.filter((res) => res.status === 201);
    expect(stored).toHaveLength(FREE_MAX_WAITING_UPLOADS);
    // A request whose every file was refused is a 400 naming the first refusal (core/upload.ts).
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.error?.code])).toEqual(
      Array.from({ length: 5 }, () => [400, 'uploads/too-many-waiting']),
    );
    // One done or deleted makes room for one more.
    await client.delete(`/api/uploads/${stored[0]!.body.uploads[0]!.id}`);
    const next = await uploadFiles(client, doctype.id, [{ name: 'next.png', bytes: noise }]);
    expect(next.status).toBe(201);
    const list = await client.get<{ uploads: Upload[] }>(`/api/uploads?target=${doctype.id}`);
    for (const { id } of list.body.uploads) await client.delete(`/api/uploads/${id}`);
  });
});
