import os from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { AppError } from '@docsift/core/errors';
import { abortError, throwIfAborted } from '../load/abort.ts';
import { ConcurrencyLimit } from './concurrency-limit.ts';
import { ensureTessdata } from './language-data.ts';

interface WorkerPool {
  languages: string;
  idle: Worker[];
  all: Promise<Worker>[];
  limit: ConcurrencyLimit;
}

/** The worker each spawn gave, once it has given it. */
const spawnedWorkers = new WeakMap<Promise<Worker>, Worker>();

/** One pool per language set, so a job for other languages never ends workers still in use. */
const pools = new Map<string, WorkerPool>();

/**
 * Recognises one PNG with tesseract.js and returns its TSV. Workers (one per core) are created
 * lazily, reused across calls and documents, and ended by terminateWasmTesseract(). A recognition
 * cannot be interrupted inside the worker: an abort ends that worker, and the next call starts one.
 */
export async function runWasmTesseract(
  png: Buffer,
  languages: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  const current = poolFor(languages);
  return current.limit.run(async () => {
    throwIfAborted(signal);
    const worker = current.idle.pop() ?? (await spawnWorker(current).catch(scanFailed));
    if (signal?.aborted) {
      current.idle.push(worker);
      throw abortError(signal);
    }
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortError(signal!));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const { data } = await Promise.race([
        worker.recognize(png, {}, { text: false, blocks: false, tsv: true }),
        aborted,
      ]);
      return data.tsv ?? '';
    } catch (cause) {
      if (signal?.aborted) throw abortError(signal);
      scanFailed(cause);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) await retire(current, worker);
      else current.idle.push(worker);
    }
  });
}

/** Ends a worker still busy with an abandoned recognition. */
async function retire(target: WorkerPool, worker: Worker): Promise<void> {
  target.all = target.all.filter((spawned) => spawnedWorkers.get(spawned) !== worker);
  await worker.terminate().catch(() => {});
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
    spawnedWorkers.set(worker, created);
    return created;
  });
  target.all.push(worker);
  return worker;
}

function scanFailed(cause: unknown): never {
  throw new AppError('scan/failed', { cause });
}
