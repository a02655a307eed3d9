import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../../test/fixtures/docx.ts';
import {
  invoiceFacts,
  makeHeaderDamagedPdf,
  makeInvoicePdf,
} from '../../test/fixtures/invoice-pdf.ts';
import { extractCommand } from './extract-command.ts';
import type { ExtractCommandOptions } from './extract-command.ts';

/** What a command wrote to stdout and stderr; stderr claims to be a terminal when asked to. */
function capturedOutput({ isTTY }: { isTTY: boolean }) {
  const collect = (chunks: string[]) =>
    Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString());
          done();
        },
      }),
      { isTTY },
    );
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    output: { stdout: collect(stdout), stderr: collect(stderr) },
    stdout: () => stdout.join(''),
    stderr: () => stderr.join(''),
  };
}

let folder: string;
let documents: string;
let options: ExtractCommandOptions;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'docsift-extract-cli-'));
  documents = path.join(folder, 'documents');
  await mkdir(documents);
  await writeFile(path.join(documents, 'a-invoice.pdf'), await makeInvoicePdf());
  await writeFile(path.join(documents, 'b-damaged.pdf'), await makeHeaderDamagedPdf());
  await writeFile(path.join(documents, 'c-delivery.docx'), makeDocx());
  await writeFile(path.join(documents, '.hidden'), 'not listed');
  const doctype = path.join(folder, 'invoice.json');
  await writeFile(
    doctype,
    JSON.stringify({
      title: 'Invoice',
      mode: 'one:single',
      prompt: '',
      fields: [
        { caption: 'Invoice number', description: 'the invoice number', type: 'string' },
        { caption: 'Total', description: 'the amount due', type: 'number' },
      ],
    }),
  );
  options = { doctype, engine: 'offline', json: false, jsonl: false };
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('docsift extract', () => {
  it('prints one JSON line per file of a folder, in name order; a bad file fails alone', async () => {
    const captured = capturedOutput({ isTTY: true });

    const isAllRead = await extractCommand([documents], options, captured.output);

    expect(isAllRead).toBe(false);
    const lines = captured
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        file: path.join(documents, 'a-invoice.pdf'),
        records: [{ 'Invoice number': invoiceFacts.invoiceNumber, Total: 952 }],
        pages: 1,
      },
      {
        file: path.join(documents, 'b-damaged.pdf'),
        error: { code: 'file/corrupt', message: expect.any(String) },
      },
      { file: path.join(documents, 'c-delivery.docx'), records: expect.any(Array), pages: 1 },
    ]);
    // The bar's last frame counts every file and the failure, then the line is cleared.
    expect(captured.stderr().endsWith('] 3/3 files, 1 failed\r\u001b[K')).toBe(true);
  });

  it('keeps the files in the order given and draws no bar when stderr is not a terminal', async () => {
    const captured = capturedOutput({ isTTY: false });
    const files = ['c-delivery.docx', 'a-invoice.pdf'].map((name) => path.join(documents, name));

    expect(await extractCommand(files, options, captured.output)).toBe(true);

    expect(
      captured
        .stdout()
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).file),
    ).toEqual(files);
    expect(captured.stderr()).toBe('');
  });

  it('prints a single file as before: indented, with timings; --jsonl makes it a line', async () => {
    const file = path.join(documents, 'a-invoice.pdf');
    const single = capturedOutput({ isTTY: false });
    await extractCommand([file], options, single.output);
    const expected = {
      records: [{ 'Invoice number': invoiceFacts.invoiceNumber, Total: 952 }],
      pages: 1,
    };
    expect(single.stdout()).toMatch(/^\{\n {2}"records": \[/);
    expect(JSON.parse(single.stdout())).toEqual({
      ...expected,
      ms: { load: expect.any(Number), extract: expect.any(Number), total: expect.any(Number) },
    });

    const line = capturedOutput({ isTTY: false });
    await extractCommand([file], { ...options, jsonl: true }, line.output);
    expect(line.stdout()).toBe(`${JSON.stringify({ file, ...expected })}\n`);
  });

  it('throws the catalogue error of a single file it cannot read', async () => {
    const captured = capturedOutput({ isTTY: false });
    await expect(
      extractCommand([path.join(documents, 'b-damaged.pdf')], options, captured.output),
    ).rejects.toMatchObject({ code: 'file/corrupt' });
    expect(captured.stdout()).toBe('');
  });
});
