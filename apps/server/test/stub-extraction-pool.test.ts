import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DoctypeMode, FieldType } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import {
  invoiceFacts,
  makeDocxWithTable,
  makeInvoicePdf,
  makeManyPagesPdf,
  manyPagesLine,
  makeScannedPdf,
  makeTextPng,
} from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionTask } from '../src/pipeline/extraction-task.ts';
import { createStubExtractionPool } from './stub-extraction-pool.ts';

const pool = createStubExtractionPool();
const run = { timeoutMs: 10_000 };
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-stub-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(name: string, bytes: Uint8Array | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

const ocrTask = (filePath: string, slice?: Extract<ExtractionTask, { kind: 'ocr' }>['slice']) =>
  ({
    kind: 'ocr',
    filePath,
    maxBytes: 1e8,
    backends: {},
    ...(slice && { slice }),
  }) as const;

async function read(name: string, bytes: Uint8Array): Promise<OcrDocument> {
  return pool.run(ocrTask(await saved(name, bytes)), run);
}

async function extract(ocr: OcrDocument, mode: DoctypeMode, captions: [string, FieldType][]) {
  const fields = captions.map(([caption, type], i) => ({
    key: `field_${i}`,
    caption,
    description: caption,
    type,
  }));
  const ocrPath = await saved(`ocr-${Math.random()}.json`, JSON.stringify(ocr));
  const doctype = { title: 'T', mode, prompt: '', fields };
  const { records } = await pool.run(
    { kind: 'extract', ocrPath, doctype, engine: { engine: 'offline' } },
    run,
  );
  return records;
}

describe('the stub extraction pool', () => {
  it("reads an invoice's labelled values with the lines they stand on", async () => {
    const ocr = await read('invoice.pdf', await makeInvoicePdf());
    expect(ocr).toMatchObject({ pageCount: 1, didCheckStreams: true });
    const records = await extract(ocr, 'one:single', [
      ['Invoice number', 'string'],
      ['Invoice date', 'date'],
      ['Total', 'number'],
      ['Due date', 'date'],
    ]);
    expect(records.map((record) => record.values)).toEqual([
      {
        field_0: invoiceFacts.invoiceNumber,
        field_1: invoiceFacts.invoiceDate,
        field_2: 952,
      },
    ]);
    const { page, bbox: box } = records[0]!.sources.field_2!;
    const inBox = ocr.pages[0]!.words.filter(
      ({ bbox }) =>
        bbox[0] >= box[0] && bbox[1] >= box[1] && bbox[2] <= box[2] && bbox[3] <= box[3],
    );
    expect([page, inBox.map((word) => word.text)]).toEqual([1, ['952.00', 'EUR']]);
    expect(records[0]!.confidence).toEqual({ field_0: 1, field_1: 1, field_2: 1 });
  });

  it('reads a slice of pages as the loader picks it, the streams checked once', async () => {
    const file = await saved('pages.pdf', await makeManyPagesPdf(5));
    const slice = { maxPages: 2, maxMs: 5_000, longStartPages: 1 };
    const first = await pool.run(ocrTask(file, { first: 1, ...slice }), run);
    expect(first.pages.map((page) => page.text)).toEqual([manyPagesLine(1)]);
    expect(first).toMatchObject({ pageCount: 5, didCheckStreams: true });
    const later = await pool.run(ocrTask(file, { first: 2, isFileChecked: true, ...slice }), run);
    expect(later.pages.map((page) => [page.number, page.text])).toEqual([
      [2, manyPagesLine(2)],
      [3, manyPagesLine(3)],
    ]);
    expect(later.didCheckStreams).toBe(false);
  });

  it('makes a record per page, per document, or per line as the mode asks', async () => {
    const pages = await read('three.pdf', await makeManyPagesPdf(3));
    const text: [string, FieldType][] = [['Text', 'string']];
    expect(await extract(pages, 'single', text)).toHaveLength(3);
    expect(await extract(pages, 'one:single', text)).toHaveLength(1);
    const table = await read(
      'table.docx',
      makeDocxWithTable([
        ['Item', 'Qty'],
        ['Widget & co', '2'],
      ]),
    );
    const lines = await extract(table, 'one:multi', text);
    expect(lines.map((record) => record.values.field_0)).toContain('Widget & co 2');
  });

  it('reads a scanned page for a while, one task at a time with a size of one, until stopped', async () => {
    const scan = await saved('scan.pdf', await makeScannedPdf(makeTextPng(), 1));
    const text = await saved('text.pdf', await makeManyPagesPdf(1));
    const one = createStubExtractionPool({ size: 1, scannedPageMs: 200 });
    const finished: string[] = [];
    // The text takes no time of its own: it ends after the scan only because it waits its turn.
    await Promise.all([
      one.run(ocrTask(scan), run).then(() => finished.push('scan')),
      one.run(ocrTask(text), run).then(() => finished.push('text')),
    ]);
    expect(finished).toEqual(['scan', 'text']);

    const slow = createStubExtractionPool({ scannedPageMs: 600_000 });
    const stop = new AbortController();
    const reading = slow.run(ocrTask(scan), { ...run, signal: stop.signal });
    stop.abort();
    await expect(reading).rejects.toThrow(expect.objectContaining({ code: 'cancelled' }));
  });

  it('refuses a damaged PDF as file/corrupt, and any task once closed', async () => {
    await expect(read('damaged.pdf', Buffer.from('%PDF-1.7\nnot a pdf at all'))).rejects.toThrow(
      expect.objectContaining({ code: 'file/corrupt' }),
    );
    const closed = createStubExtractionPool();
    await closed.close();
    await expect(
      closed.run(ocrTask(await saved('x.pdf', await makeInvoicePdf())), run),
    ).rejects.toThrow(expect.objectContaining({ code: 'unavailable' }));
  });
});
