/**
 * Many files through one extraction step, `concurrency` at a time: one JSON line per file on
 * stdout, in the order the files were given, whatever order they finish in. A file that fails
 * gets its catalogue error on its line and the others go on.
 */
import { AppError } from '@docsift/core/errors';
import type { ProgressStream } from './progress-bar.ts';
import { progressBar } from './progress-bar.ts';
import { writeLine } from './write-line.ts';

export interface BatchOutput {
  stdout: NodeJS.WritableStream;
  stderr: ProgressStream;
}

export interface BatchOptions {
  concurrency: number;
  output: BatchOutput;
}

/** Runs `extractFile` on every file; resolves to how many failed. */
export async function extractBatch(
  files: readonly string[],
  extractFile: (file: string) => Promise<object>,
  { concurrency, output }: BatchOptions,
): Promise<number> {
  /** Lines finished ahead of an earlier file's, by index, until that one is written. */
  const waitingLines = new Map<number, string>();
  let written = 0;
  let writing = Promise.resolve();
  let done = 0;
  let failed = 0;
  const progress = progressBar(output.stderr, files.length);

  async function settle(index: number): Promise<void> {
    const file = files[index]!;
    let line: object;
    try {
      line = { file, ...(await extractFile(file)) };
    } catch (error) {
      failed += 1;
      line = { file, ...asAppError(error, output.stderr).toBody() };
    }
    waitingLines.set(index, JSON.stringify(line));
    done += 1;
    progress.update(done, failed);
    while (waitingLines.has(written)) {
      const text = waitingLines.get(written)!;
      waitingLines.delete(written);
      written += 1;
      writing = writing.then(() => writeLine(text, output.stdout));
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < files.length) await settle(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  progress.end();
  await writing;
  return failed;
}

/** Catalogue errors pass as they are; anything else is a bug, whose stack goes to stderr. */
function asAppError(error: unknown, stderr: ProgressStream): AppError {
  if (error instanceof AppError) return error;
  stderr.write(`\ndocsift: ${(error as Error)?.stack ?? String(error)}\n`);
  return new AppError('internal');
}
