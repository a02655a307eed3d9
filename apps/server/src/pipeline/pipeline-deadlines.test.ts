/**
 * Issue 25 item 4: with nine 4-page scans at once, slices failed with "The operation timed out"
 * while they waited for an extraction process. A slice's or a parse's deadline measures its
 * work, counted from when a process takes it; a slice that runs out of time is read once more
 * with a longer deadline, then fails for good. The jobs run here as the queues run them
 * (runAttempt with the job's definition); the pool is a stand-in whose one process the test holds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '@docsift/core/errors';
import type { Doctype } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDefinition, JobHandler } from '../platform/queue/job-queue.ts';
import { runAttempt } from '../platform/queue/run-attempt.ts';
import type { ExtractionPool, RunOptions } from './extraction-pool.ts';
import type { ExtractionResult } from './extraction-task.ts';
import { parseWorkMs, scanWorkMs } from './page-budget.ts';
import { parseJob, scanJob } from './pipeline-jobs.ts';
import type { UploadProcessorDeps } from './upload-processor.ts';
import { createUploadProcessor } from './upload-processor.ts';
import type { UploadProgress } from './upload-progress.ts';
import { LONGER_TRY_FACTOR } from './work-deadline.ts';

const SLICE_PAGES = 20;
const upload = {
  id: 'upload-scan',
  author: 'user-a',
  target: 'doctype-a',
  contentType: 'application/pdf',
  file: { source: 'doctype/doctype-a/1_scan.pdf', ocr: 'doctype/doctype-a/1_scan.pdf.ocr.json' },
} as Upload;
const OCR_PAGES = 4;
const doctype = {
  id: 'doctype-a',
  state: 'ready',
  title: 'Invoices',
  mode: 'one:single',
  prompt: '',
  fields: [{ key: 'field_total', caption: 'Total', description: '', type: 'number' }],
  hash: 'hash-a',
} as Doctype;
const onePage: ExtractionResult<'ocr'> = {
  pages: [{ number: 1, width: 600, height: 800, text: 'Invoice', source: 'ocr', words: [] }],
  pageCount: 1,
  didCheckStreams: true,
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-scan-deadline-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dataDir, { recursive: true, force: true });
});

/** A processor over `pool`, with an upload that exists and a store that holds its file. */
function processorOn(pool: ExtractionPool) {
  const progress = {
    find: async () => upload,
    start: async () => upload,
    saveOcr: async () => upload,
    completeParseIfCurrent: async () => true,
  } as unknown as UploadProgress;
  const ocr = {
    pages: Array.from({ length: OCR_PAGES }, (_, i) => ({ ...onePage.pages[0]!, number: i + 1 })),
  };
  const storage: UploadProcessorDeps['storage'] = {
    get: async (key) =>
      Readable.from([Buffer.from(key === upload.file.ocr ? JSON.stringify(ocr) : '%PDF-1.7')]),
    put: async () => ({ bytes: 0 }),
    delete: async () => {},
    list: async function* () {},
  };
  return createUploadProcessor({
    config: {
      dataDir,
      uploadMaxBytes: 1_000_000,
      extractor: { engine: 'offline' },
      loadBackends: {},
      scanSlicePages: SLICE_PAGES,
    },
    progress,
    doctypes: { getForJob: async () => doctype },
    storage,
    pool,
    credits: { debit: async () => {}, refundDebit: async () => {} } as never,
    logger: { info: () => {} },
  });
}

/** One attempt of `job` for the upload, as the embedded queue and pg-boss run it. */
function attemptOf<P>(job: JobDefinition<P>, payload: P, handler: JobHandler<P>) {
  return runAttempt({
    job,
    jobId: `${job.name}-1`,
    version: job.version,
    payload,
    attempt: 1,
    timeoutMs: job.expireInSeconds * 1000,
    stopSignal: new AbortController().signal,
    handler,
  });
}

function scanAttempt(pool: ExtractionPool) {
  const processor = processorOn(pool);
  return attemptOf(scanJob, { uploadId: upload.id }, async (step, { signal }) => {
    await processor.scanSlice(step, signal);
  });
}

function parseAttempt(pool: ExtractionPool) {
  const processor = processorOn(pool);
  return attemptOf(parseJob, { uploadId: upload.id, payerId: upload.author }, (order, context) =>
    processor.parse(order, context),
  );
}

/** How long other work holds the only process: far past any work deadline (a busy afternoon). */
const HELD_MS = 2 * 60 * 60 * 1000;

/** A process the test holds: work waits for it until `free` is called. */
function heldProcess() {
  let isWaiting = () => {};
  const waiting = new Promise<void>((resolve) => (isWaiting = resolve));
  let free = () => {};
  const held = new Promise<void>((resolve) => (free = resolve));
  return { waitFor: () => (isWaiting(), held), waiting, free };
}

/** A pool that answers each task with `answer(options)`, after `before` resolves. */
function poolAnswering(
  answer: (options: RunOptions) => Promise<ExtractionResult<'ocr'>>,
  before: () => Promise<void> = async () => {},
): ExtractionPool {
  return {
    run: (async (_task: unknown, options: RunOptions) => {
      await before();
      return answer(options);
    }) as ExtractionPool['run'],
    close: async () => {},
  };
}

describe('a scan slice’s deadline', () => {
  it('does not run out while the slice waits for an extraction process held far longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slot = heldProcess();
    const timeouts: number[] = [];
    const pool = poolAnswering(async ({ timeoutMs }) => {
      timeouts.push(timeoutMs);
      return onePage;
    }, slot.waitFor);
    const attempt = scanAttempt(pool);
    await slot.waiting;
    await vi.advanceTimersByTimeAsync(HELD_MS);
    slot.free();
    await expect(attempt).resolves.toEqual({ ok: true });
    // The work gets its whole deadline once it starts.
    expect(timeouts).toEqual([scanWorkMs(SLICE_PAGES)]);
  });

  it('reads a slice that ran out of time once more with a longer deadline', async () => {
    const timeouts: number[] = [];
    const pool = poolAnswering(async ({ timeoutMs }) => {
      timeouts.push(timeoutMs);
      if (timeouts.length === 1) throw new AppError('deadline-exceeded');
      return onePage;
    });
    await expect(scanAttempt(pool)).resolves.toEqual({ ok: true });
    expect(timeouts).toEqual([
      scanWorkMs(SLICE_PAGES),
      scanWorkMs(SLICE_PAGES) * LONGER_TRY_FACTOR,
    ]);
  });

  it('fails the scan for good when the longer try runs out of time too', async () => {
    let tries = 0;
    const pool = poolAnswering(async () => {
      tries += 1;
      throw new AppError('deadline-exceeded');
    });
    const outcome = await scanAttempt(pool);
    expect(outcome).toMatchObject({
      ok: false,
      isPermanent: true,
      failure: { code: 'deadline-exceeded' },
    });
    expect(tries).toBe(2);
  });
});

describe('a parse’s deadline', () => {
  it('does not run out while the extraction waits for a process held far longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slot = heldProcess();
    const timeouts: number[] = [];
    const pool = {
      run: (async (_task: unknown, { timeoutMs }: RunOptions) => {
        await slot.waitFor();
        timeouts.push(timeoutMs);
        return { records: [] };
      }) as ExtractionPool['run'],
      close: async () => {},
    };
    const attempt = parseAttempt(pool);
    await slot.waiting;
    await vi.advanceTimersByTimeAsync(HELD_MS);
    slot.free();
    await expect(attempt).resolves.toEqual({ ok: true });
    expect(timeouts).toEqual([parseWorkMs(OCR_PAGES)]);
  });
});
