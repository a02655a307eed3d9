import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  invoiceFacts,
  makeContentBombPdf,
  makeInvoicePdf,
  makeScannedPdf,
  makeTextPng,
  textPngLines,
} from '@docsift/extract/testing';
import type { ExtractionPool } from './extraction-pool.ts';
import { createExtractionPool } from './extraction-pool.ts';

/** Live extraction processes forked by this test process (Linux /proc). */
function extractionChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const isZombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
        return (
          parent === process.pid &&
          !isZombie &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('extraction-process')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Above the longest task deadline below (120 s) plus the invoice read after it (30 s). */
const TASK_DEADLINE_MARGIN_MS = 180_000;

describe('extraction pool', () => {
  let dir: string;
  let pool: ExtractionPool;
  let invoicePath: string;

  /** The invoice still reads in this pool: a failed task left it able to serve the next. */
  async function expectServesInvoice(chosen: ExtractionPool): Promise<void> {
    const ocr = await chosen.run(
      { kind: 'ocr', filePath: invoicePath, maxBytes: 1_000_000, backends: {} },
      { timeoutMs: 30_000 },
    );
    expect(ocr.pages[0]!.text).toContain(invoiceFacts.invoiceNumber);
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-pool-'));
    invoicePath = path.join(dir, 'invoice.pdf');
    await writeFile(invoicePath, await makeInvoicePdf());
    pool = createExtractionPool({ size: 1, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await pool?.close();
    await rm(dir, { recursive: true, force: true });
  });

  // Two tasks of up to 30 s each, the first starting the process: the server project's 30 s ran
  // out in a full run at load 12.
  it(
    'loads a document in a child process and extracts its records there',
    { timeout: 90_000 },
    async () => {
      const ocr = await pool.run(
        { kind: 'ocr', filePath: invoicePath, maxBytes: 1_000_000, backends: {} },
        { timeoutMs: 30_000 },
      );
      expect(ocr.pages).toHaveLength(1);
      expect(ocr.pages[0]!.text).toContain(invoiceFacts.invoiceNumber);

      const ocrPath = path.join(dir, 'invoice.ocr.json');
      await writeFile(ocrPath, JSON.stringify(ocr));
      const doctype = {
        title: 'Invoice',
        mode: 'one:single' as const,
        prompt: '',
        fields: [
          {
            key: 'field_number',
            caption: 'Invoice number',
            description: '',
            type: 'string' as const,
          },
        ],
      };
      const { records } = await pool.run(
        { kind: 'extract', ocrPath, doctype, engine: { engine: 'offline' } },
        { timeoutMs: 30_000 },
      );
      expect(records).toHaveLength(1);
      expect(records[0]!.values.field_number).toBe(invoiceFacts.invoiceNumber);
    },
  );

  // Two OCR tasks of up to 60 s each: the server project's 30 s was met by 28 s under load.
  it(
    'recognises a scanned image and a scanned PDF with the bundled tesseract.js, whose worker threads start inside the child',
    { timeout: 120_000 },
    async () => {
      const scanPath = path.join(dir, 'scan.png');
      const scannedPdfPath = path.join(dir, 'scan.pdf');
      await writeFile(scanPath, makeTextPng());
      await writeFile(scannedPdfPath, await makeScannedPdf(makeTextPng()));
      for (const filePath of [scanPath, scannedPdfPath]) {
        const ocr = await pool.run(
          { kind: 'ocr', filePath, maxBytes: 1_000_000, backends: { ocrBackend: 'wasm' } },
          { timeoutMs: 60_000 },
        );
        expect(ocr.pages[0], filePath).toMatchObject({ source: 'ocr' });
        expect(ocr.pages[0]!.text, filePath).toContain(textPngLines[0]);
      }
    },
  );

  it(
    'reads a photo with PP-OCR by default, its onnxruntime loaded inside the child',
    { timeout: 120_000 },
    async () => {
      const photoPath = path.join(dir, 'photo.png');
      await writeFile(photoPath, makeTextPng());
      const ocr = await pool.run(
        { kind: 'ocr', filePath: photoPath, maxBytes: 1_000_000, backends: {} },
        { timeoutMs: 60_000 },
      );
      expect(ocr.pages[0]).toMatchObject({ source: 'ocr' });
      expect(ocr.pages[0]!.text).toContain(textPngLines[0]);
      expect(ocr.pages[0]!.text).toContain(textPngLines[2]);
    },
  );

  it('returns the catalogue error of a bad file', async () => {
    const junk = path.join(dir, 'junk.bin');
    await writeFile(junk, randomBytes(4096));
    await expect(
      pool.run(
        { kind: 'ocr', filePath: junk, maxBytes: 1_000_000, backends: {} },
        { timeoutMs: 30_000 },
      ),
    ).rejects.toMatchObject({ code: 'file/unsupported-type' });
  });

  it('kills a task past its deadline and serves the next one with a fresh process', async () => {
    await expect(
      pool.run(
        { kind: 'ocr', filePath: invoicePath, maxBytes: 1_000_000, backends: {} },
        { timeoutMs: 1 },
      ),
    ).rejects.toMatchObject({ code: 'deadline-exceeded' });
    const ocr = await pool.run(
      { kind: 'ocr', filePath: invoicePath, maxBytes: 1_000_000, backends: {} },
      { timeoutMs: 30_000 },
    );
    expect(ocr.pages[0]!.text).toContain(invoiceFacts.seller);
  });

  it(
    'stops a task past the memory ceiling with file/too-large and runs the next one in a fresh process',
    async () => {
      const MB = 1024 * 1024;
      // Within the decompression limit (200 MB), so only the ceiling can stop it: pdf.js holds
      // the inflated content and its drawing operators, several times the ceiling.
      const heavyPath = path.join(dir, 'heavy.pdf');
      await writeFile(heavyPath, await makeContentBombPdf({ inflatedBytes: 150 * MB }));
      const small = createExtractionPool({
        size: 1,
        logger: pino({ level: 'silent' }),
        memoryLimitBytes: 300 * MB,
      });
      try {
        // 12 s alone at load 10, past 60 s beside the rest of the unit suite at load 13: the
        // deadline only stops a hung task, so the ceiling must be what ends it.
        await expect(
          small.run(
            { kind: 'ocr', filePath: heavyPath, maxBytes: 10 * MB, backends: {} },
            { timeoutMs: 120_000 },
          ),
        ).rejects.toMatchObject({ code: 'file/too-large' });
        await expectServesInvoice(small);
      } finally {
        await small.close();
      }
    },
    TASK_DEADLINE_MARGIN_MS,
  );

  it(
    'fails a task that exhausts the JavaScript heap with file/too-large, and runs the next one',
    async () => {
      // 2,000,000 words of OCR JSON (84 MB): parsed, they need several times the 256 MB heap cap.
      const ocrPath = path.join(dir, 'huge.ocr.json');
      const page = JSON.stringify({
        width: 595,
        height: 842,
        text: 'word',
        source: 'ocr',
        words: Array.from({ length: 50_000 }, () => ({
          text: 'word',
          bbox: [1, 2, 3, 4],
          conf: 1,
        })),
      });
      const pages = Array.from({ length: 40 }, (_, i) => `{"number":${i + 1},${page.slice(1)}`);
      await writeFile(ocrPath, `{"pages":[${pages.join(',')}]}`);
      const small = createExtractionPool({
        size: 1,
        logger: pino({ level: 'silent' }),
        memoryLimitBytes: 512 * 1024 * 1024,
      });
      try {
        const doctype = {
          title: 'Invoice',
          mode: 'one:single' as const,
          prompt: '',
          fields: [{ key: 'field_a', caption: 'A', description: '', type: 'string' as const }],
        };
        await expect(
          small.run(
            { kind: 'extract', ocrPath, doctype, engine: { engine: 'offline' } },
            { timeoutMs: 120_000 },
          ),
        ).rejects.toMatchObject({ code: 'file/too-large' });
        await expectServesInvoice(small);
      } finally {
        await small.close();
      }
    },
    TASK_DEADLINE_MARGIN_MS,
  );

  // Two processes started and two tasks of up to 30 s each: the server project's 30 s ran out at load 13.
  it(
    'replaces a process that ends a task above the recycling mark, and keeps one below it',
    { timeout: 120_000 },
    async () => {
      const before = extractionChildren();
      const recycling = createExtractionPool({
        size: 1,
        logger: pino({ level: 'silent' }),
        recycleAboveBytes: 1,
      });
      const keeping = createExtractionPool({ size: 1, logger: pino({ level: 'silent' }) });
      try {
        const task = {
          kind: 'ocr',
          filePath: invoicePath,
          maxBytes: 1_000_000,
          backends: {},
        } as const;
        const started = () => extractionChildren().filter((pid) => !before.includes(pid));
        await recycling.run(task, { timeoutMs: 30_000 });
        // Killed as the task ended; the kernel takes a moment to reap it (more than vitest's 1 s
        // poll under load).
        await expect.poll(() => started(), { timeout: 15_000 }).toHaveLength(0);
        await keeping.run(task, { timeoutMs: 30_000 });
        expect(started()).toHaveLength(1);
      } finally {
        await recycling.close();
        await keeping.close();
      }
    },
  );

  it('starts a task’s deadline when a process takes it, not while it waits for one', async () => {
    // Only the deadlines' clock is the test's: the processes run in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const task = {
        kind: 'ocr',
        filePath: invoicePath,
        maxBytes: 1_000_000,
        backends: {},
      } as const;
      const holding = pool.run(task, { timeoutMs: 60_000 });
      const waiting = pool.run(task, { timeoutMs: 1_000 });
      // Ten times the waiting task's deadline passes while the only process is still held.
      vi.advanceTimersByTime(10_000);
      await expect(holding).resolves.toMatchObject({ pageCount: 1 });
      await expect(waiting).resolves.toMatchObject({ pageCount: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a cancelled task', async () => {
    const controller = new AbortController();
    const running = pool.run(
      { kind: 'ocr', filePath: invoicePath, maxBytes: 1_000_000, backends: {} },
      { timeoutMs: 30_000, signal: controller.signal },
    );
    controller.abort();
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('keeps one process of two free of background tasks, for new work', async () => {
    const pair = createExtractionPool({ size: 2, logger: pino({ level: 'silent' }) });
    const scanPath = path.join(dir, 'long-scan.pdf');
    await writeFile(scanPath, await makeScannedPdf(makeTextPng(), 3));
    const finished: string[] = [];
    const run = (name: string, filePath: string, isBackground: boolean) =>
      pair
        .run(
          { kind: 'ocr', filePath, maxBytes: 10_000_000, backends: {} },
          { timeoutMs: 120_000, isBackground },
        )
        .then(() => void finished.push(name));
    try {
      // Both long slices at once would hold both processes: the second waits for the first.
      await Promise.all([
        run('first slice', scanPath, true),
        run('second slice', scanPath, true),
        run('new invoice', invoicePath, false),
      ]);
      expect(finished).toEqual(['new invoice', 'first slice', 'second slice']);
    } finally {
      await pair.close();
    }
    // Two 3-page scans one after the other, each up to its 120 s deadline: the work, not a quiet clock.
  }, 240_000);
});
