/**
 * A pool of extraction child processes, so PDF parsing, OCR and extraction never block the
 * API's event loop. A task that runs past its deadline or is cancelled kills its process; the
 * slot forks a fresh one for the next task. Each process has a memory ceiling: a task that takes
 * it past the ceiling is stopped with 'file/too-large', and a process left big by a task is
 * replaced rather than kept. Idle processes exit after a while to free memory.
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import os from 'node:os';
import { AppError } from '@docsift/core/errors';
import type { Logger } from '../platform/log/logger.ts';
import type {
  ExtractionResult,
  ExtractionTask,
  TaskRequest,
  TaskResponse,
} from './extraction-task.ts';
import { residentBytes, watchResidentMemory } from './process-memory.ts';

// Compiled (dist/), the pool forks the compiled process; run from the sources (tests, tsx), an
// entry that registers tsx and then runs extraction-process.ts.
const processScript = new URL(
  import.meta.url.endsWith('.ts')
    ? '../../bin/extraction-process-tsx.js'
    : '../../bin/extraction-process.js',
  import.meta.url,
);
const MB = 1024 * 1024;
const v8Flags = (memoryLimitBytes: number) => [
  // A 2 MB young generation instead of 16 MB: a task's garbage is short-lived, and each process
  // then holds ~20 MB less, with no measurable cost in time (bench/pipeline-throughput.ts).
  '--max-semi-space-size=2',
  // The JavaScript heap gets half the ceiling; decoded pages, images and OCR buffers live outside.
  `--max-old-space-size=${Math.floor(memoryLimitBytes / 2 / MB)}`,
];
const MEMORY_EXHAUSTED = 'The document needs more memory than an extraction process may use';

const EXTRACTION_NICENESS = 10;

export interface ExtractionPoolOptions {
  size: number;
  logger: Logger;
  /** An idle process exits after this long. */
  idleMs?: number;
  /** Resident memory an extraction process may reach during a task (default 1 GiB). */
  memoryLimitBytes?: number;
  /**
   * A process that ends a task above this is replaced at once, since it would keep that memory
   * until its idle exit (default half the ceiling).
   */
  recycleAboveBytes?: number;
}

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** A long document's later slice: it never takes the last free process, kept for new work. */
  isBackground?: boolean;
}

interface Pending {
  task: ExtractionTask;
  options: RunOptions;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  child: ChildProcess | null;
  idleTimer: NodeJS.Timeout | null;
  isBusy: boolean;
  isBackground: boolean;
}

export interface ExtractionPool {
  run<K extends ExtractionTask['kind']>(
    task: Extract<ExtractionTask, { kind: K }>,
    options: RunOptions,
  ): Promise<ExtractionResult<K>>;
  close(): Promise<void>;
}

/** Background tasks may hold all processes but one (all of a pool of one). */
export function backgroundRoom(size: number): number {
  return Math.max(1, size - 1);
}

export function createExtractionPool({
  size,
  logger,
  idleMs = 60_000,
  memoryLimitBytes = 1024 * MB,
  recycleAboveBytes = memoryLimitBytes / 2,
}: ExtractionPoolOptions): ExtractionPool {
  /** Processes that ran out of JavaScript heap, as their last words on stderr said. */
  const heapExhausted = new WeakSet<ChildProcess>();
  const slots: Slot[] = Array.from({ length: size }, () => ({
    child: null,
    idleTimer: null,
    isBusy: false,
    isBackground: false,
  }));
  const waiting: Pending[] = [];
  let nextId = 1;
  let isClosed = false;

  function spawn(): ChildProcess {
    const child = fork(processScript, [], {
      execArgv: v8Flags(memoryLimitBytes),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    // Below the API in CPU priority (OCR processes it starts inherit this), so requests stay quick.
    try {
      os.setPriority(child.pid!, EXTRACTION_NICENESS);
    } catch (error) {
      logger.debug({ err: error }, 'could not lower the extraction process priority');
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      const stderr = chunk.toString();
      if (stderr.includes('heap out of memory')) heapExhausted.add(child);
      logger.warn({ pid: child.pid, stderr: stderr.slice(0, 2000) }, 'extraction process stderr');
    });
    return child;
  }

  function kill(slot: Slot): void {
    slot.child?.kill('SIGKILL');
    slot.child = null;
  }

  const hasBackgroundRoom = () =>
    slots.filter((slot) => slot.isBusy && slot.isBackground).length < backgroundRoom(size);

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.isBusy) continue;
      const next = waiting.findIndex(
        (pending) => !pending.options.isBackground || hasBackgroundRoom(),
      );
      if (next < 0) return;
      void execute(slot, waiting.splice(next, 1)[0]!);
    }
  }

  async function execute(slot: Slot, pending: Pending): Promise<void> {
    slot.isBusy = true;
    slot.isBackground = pending.options.isBackground === true;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    try {
      pending.resolve(await runOn(slot, pending));
    } catch (error) {
      pending.reject(error);
    } finally {
      slot.isBusy = false;
      if ((residentBytes(slot.child?.pid) ?? 0) > recycleAboveBytes) kill(slot);
      if (slot.child && !isClosed) {
        slot.idleTimer = setTimeout(() => kill(slot), idleMs);
        slot.idleTimer.unref();
      }
      dispatch();
    }
  }

  function runOn(slot: Slot, { task, options }: Pending): Promise<unknown> {
    const child = (slot.child ??= spawn());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        stopWatchingMemory();
        child.off('message', onMessage);
        child.off('close', onClose);
        options.signal?.removeEventListener('abort', onAbort);
      };
      const giveUp = (error: AppError) => {
        cleanup();
        // The process may be stuck in native code: killing it is the only sure way to stop it.
        kill(slot);
        reject(error);
      };
      const onMessage = (response: TaskResponse) => {
        if (response.id !== id) return;
        cleanup();
        if (response.ok) resolve(response.result);
        else reject(new AppError(response.error.code, { message: response.error.message }));
      };
      // 'close', not 'exit': stderr is read to its end, so a heap exhaustion is known by then.
      const onClose = (code: number | null, signal: string | null) => {
        cleanup();
        if (slot.child === child) slot.child = null;
        logger.warn({ code, signal, task: task.kind }, 'extraction process exited during a task');
        reject(
          heapExhausted.has(child)
            ? new AppError('file/too-large', { message: MEMORY_EXHAUSTED })
            : new AppError('internal', { message: 'The extraction process stopped' }),
        );
      };
      const onAbort = () =>
        giveUp(
          options.signal?.reason instanceof AppError
            ? options.signal.reason
            : new AppError('cancelled'),
        );
      const timer = setTimeout(() => giveUp(new AppError('deadline-exceeded')), options.timeoutMs);
      const stopWatchingMemory = watchResidentMemory(child.pid, memoryLimitBytes, (bytes) => {
        logger.warn(
          { pid: child.pid, bytes, task: task.kind },
          'extraction process memory ceiling',
        );
        giveUp(new AppError('file/too-large', { message: MEMORY_EXHAUSTED }));
      });
      child.on('message', onMessage);
      child.on('close', onClose);
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.send({ id, task } satisfies TaskRequest);
    });
  }

  return {
    run(task, options) {
      if (isClosed) return Promise.reject(new AppError('unavailable'));
      return new Promise((resolve, reject) => {
        const pending: Pending = {
          task,
          options,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        // A task cancelled before a process was free never starts.
        options.signal?.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(pending);
            if (index < 0) return;
            waiting.splice(index, 1);
            reject(new AppError('cancelled'));
          },
          { once: true },
        );
        waiting.push(pending);
        dispatch();
      });
    },

    async close() {
      isClosed = true;
      for (const pending of waiting.splice(0)) pending.reject(new AppError('cancelled'));
      for (const slot of slots) {
        if (slot.idleTimer) clearTimeout(slot.idleTimer);
        kill(slot);
      }
    },
  };
}
