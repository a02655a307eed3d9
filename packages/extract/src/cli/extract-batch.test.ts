import { Writable } from 'node:stream';
import { AppError } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import { extractBatch } from './extract-batch.ts';

function collectingOutput() {
  const lines: string[] = [];
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trimEnd().split('\n'));
      done();
    },
  });
  return { output: { stdout, stderr: { write: () => true } }, lines };
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('extractBatch', () => {
  it('writes the lines in the order of the files, not the order they finish in', async () => {
    const { output, lines } = collectingOutput();
    const gates = { first: deferred(), second: deferred() };
    const finished: string[] = [];
    const batch = extractBatch(
      ['first', 'second'],
      async (file) => {
        await gates[file as keyof typeof gates].promise;
        finished.push(file);
        return { records: [file] };
      },
      { concurrency: 2, output },
    );
    gates.second.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toEqual(['second']);
    expect(lines).toEqual([]);
    gates.first.resolve();

    expect(await batch).toBe(0);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { file: 'first', records: ['first'] },
      { file: 'second', records: ['second'] },
    ]);
  });

  it('reads at most `concurrency` files at a time', async () => {
    const { output } = collectingOutput();
    let reading = 0;
    let mostReading = 0;
    await extractBatch(
      Array.from({ length: 7 }, (_, i) => `file-${i}`),
      async () => {
        mostReading = Math.max(mostReading, (reading += 1));
        await new Promise((resolve) => setImmediate(resolve));
        reading -= 1;
        return {};
      },
      { concurrency: 3, output },
    );
    expect(mostReading).toBe(3);
  });

  it("counts failures and writes a catalogue error on the failed file's line", async () => {
    const { output, lines } = collectingOutput();
    const stderr: string[] = [];
    const failed = await extractBatch(
      ['good', 'unsupported', 'bug'],
      (file) => {
        if (file === 'unsupported') throw new AppError('file/unsupported-type');
        if (file === 'bug') throw new TypeError('undefined is not a function');
        return Promise.resolve({ records: [] });
      },
      { concurrency: 1, output: { ...output, stderr: { write: (text) => stderr.push(text) } } },
    );

    expect(failed).toBe(2);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { file: 'good', records: [] },
      {
        file: 'unsupported',
        error: {
          code: 'file/unsupported-type',
          message: 'Unsupported file type: use PDF, an image, DOCX, XLSX, ODS or CSV',
        },
      },
      { file: 'bug', error: { code: 'internal', message: expect.any(String) } },
    ]);
    // A bug is no catalogue error: its stack goes to stderr for the report.
    expect(stderr.join('')).toContain('TypeError: undefined is not a function');
  });
});
