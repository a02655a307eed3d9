import os from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { AppError } from '@docsift/core/errors';
import { ConcurrencyLimit } from './concurrency-limit.ts';
import { ensureTessdata } from './language-data.ts';

interface WorkerPool {
  languages: string;
  idle: Worker[];
  all: Promise<Worker>[];
  limit: ConcurrencyLimit;
}

/** One pool per language set, so a job for other languages never ends workers still in use. */
const pools = new Map<string, WorkerPool>();

/**
 * Recognises one PNG with tesseract.js and returns its TSV. Workers (one per core) are created
 * lazily, reused across calls and documents, and ended by terminateWasmTesseract().
 */
export async function runWasmTesseract(png: Buffer, languages: readonly string[]): Promise<string> {
  const current = poolFor(languages);
  return current.limit.run(async () => {
    const worker = current.idle.pop() ?? (await spawnWorker(current).catch(scanFailed));
    try {
      const { data } = await worker.recognize(png, {}, { text: false, blocks: false, tsv: true });
      return data.tsv ?? '';
    } catch (cause) {
      scanFailed(cause);
    } finally {
      current.idle.push(worker);
    }
  });
}

export async function terminateWasmTesseract(): Promise<void> {
  const ending = [...pools.values()];
  pools.clear();
  await Promise.allSettled(
    ending.flatMap((pool) => pool.all.map(async (worker) => (await worker).terminate())),
  );
}

function poolFor(languages: readonly string[]): WorkerPool {
  const key = languages.join('+');
  let pool = pools.get(key);
  if (!pool) {
    pool = {
      languages: key,
      idle: [],
      all: [],
      limit: new ConcurrencyLimit(Math.max(1, os.availableParallelism())),
    };
    pools.set(key, pool);
  }
  return pool;
}

function spawnWorker(target: WorkerPool): Promise<Worker> {
  const tessdata = ensureTessdata(target.languages.split('+'));
  // langPath and cachePath both point at our unpacked npm data: without them tesseract.js fetches from a CDN.
  const worker = createWorker(target.languages, OEM.LSTM_ONLY, {
    langPath: tessdata,
    cachePath: tessdata,
    cacheMethod: 'readOnly',
    gzip: false,
  }).then(async (created) => {
    // Tesseract prints diagnostics ("Image too small to scale") to stdout, where they would corrupt JSON output.
    await created.setParameters({ user_defined_dpi: '300', debug_file: '/dev/null' });
    return created;
  });
  target.all.push(worker);
  return worker;
}

function scanFailed(cause: unknown): never {
  throw new AppError('scan/failed', { cause });
}
