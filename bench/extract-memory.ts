/**
 * The hostile PDFs of issue 9 item 3, each uploaded alone to the embedded server
 * (EXTRACTION_PROCESSES=1, default EXTRACTION_MEMORY_MB): the outcome, the time to it, and the
 * peak resident memory of the extraction process (the kernel's high-water mark, VmHWM, read every
 * 50 ms), and what the extraction processes still hold once the upload has settled.
 * Goal: no extraction process above 1 GB on any file the limits accept.
 * Run: npx tsx bench/extract-memory.ts [part of a file's name, to run only those]
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import {
  deflateRepeated,
  filterBombs,
  makeContentBombPdf,
  makeEncryptedPdf,
  makeHugeImagePdf,
  makeInlineImagePdf,
  makeTextPng,
} from '@docsift/extract/testing';
import { PDFDocument } from 'pdf-lib';
import { familyOf, mb, rssOf, startBenchServer } from './support/docsift-process.ts';

const MB = 1024 * 1024;

/** `pages` scanned pages (the text PNG at 300 dpi), padded with an incompressible attachment to `bytes`. */
async function makeLargeScan(pages: number, bytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(makeTextPng());
  const { width, height } = image.scale(72 / 300);
  for (let page = 0; page < pages; page += 1)
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  await pdf.attach(randomBytes(bytes - 64 * 1024), 'padding.bin', {
    mimeType: 'application/octet-stream',
  });
  return pdf.save({ useObjectStreams: false });
}

const hostileSet: [name: string, build: () => Promise<Uint8Array>][] = [
  [
    '40000x40000 image, 1.6 GB inflated',
    () => makeHugeImagePdf({ width: 40_000, height: 40_000, storedPixels: 40_000 * 40_000 }),
  ],
  ['content stream inflating to 1 GB', () => makeContentBombPdf({ inflatedBytes: 1024 * MB })],
  [
    'content stream deflated twice, 1 GB',
    () => makeContentBombPdf({ inflatedBytes: 1024 * MB, isDoublyDeflated: true }),
  ],
  [
    '1 GB content stream behind a text layer',
    () => makeContentBombPdf({ inflatedBytes: 1024 * MB, text: 'Invoice 42' }),
  ],
  [
    'content stream of 190 MB (within the limit)',
    () => makeContentBombPdf({ inflatedBytes: 190 * MB }),
  ],
  [
    '7000x7000 image (49 MP, within the limit)',
    () => makeHugeImagePdf({ width: 7000, height: 7000, storedPixels: 7000 * 7000 }),
  ],
  ['49 MB PDF: 5 scanned pages and padding', () => makeLargeScan(5, 49 * MB)],
  ['LZW content stream, 1 GB', () => filterBombs.lzw(1024 * MB)],
  ['RunLength after Flate, 1 GB', () => filterBombs.runLength(1024 * MB)],
  ['Flate written as ASCII85, 1 GB', () => filterBombs.ascii85(1024 * MB)],
  ['Flate written as ASCIIHex, 1 GB', () => filterBombs.asciiHex(1024 * MB)],
  ['inline image 40000x40000', () => makeInlineImagePdf(40_000, 40_000)],
  [
    'encrypted (no password) content stream, 1 GB',
    async () =>
      makeEncryptedPdf({
        userPassword: '',
        ownerPassword: 'owner',
        keyBits: 128,
        text: 'Invoice 42',
        extraContent: {
          filter: '/FlateDecode',
          data: deflateRepeated('0 0 m 1 1 l S\n', 1024 * MB),
        },
      }),
  ],
];

/** Resets the high-water marks of the extraction processes (Linux: 5 > clear_refs), so each file starts at its own. */
async function resetHighWater(serverPid: number): Promise<void> {
  const [, ...children] = await familyOf(serverPid);
  await Promise.all(
    children.map((pid) => writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {})),
  );
}

/** The highest VmHWM among the server's child processes (the extraction processes). */
async function extractionHighWater(serverPid: number): Promise<number> {
  const [, ...children] = await familyOf(serverPid);
  const marks = await Promise.all(
    children.map(async (pid) => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    }),
  );
  return Math.max(0, ...marks);
}

const server = await startBenchServer({ LOG_LEVEL: 'error', EXTRACTION_PROCESSES: '1' });
try {
  const pid = server.process.pid!;
  console.log('file | size | outcome | seconds | peak extraction RSS | extraction RSS after');
  const only = process.argv[2];
  for (const [name, build] of hostileSet) {
    if (only && !name.includes(only)) continue;
    const bytes = await build();
    await resetHighWater(pid);
    let peak = 0;
    let isSampling = true;
    const sampler = (async () => {
      while (isSampling) {
        peak = Math.max(peak, await extractionHighWater(pid));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const [upload] = await server.upload([
      { name: 'hostile.pdf', bytes: Buffer.from(bytes), type: 'application/pdf' },
    ]);
    const [settled] = await server.waitSettled([upload!.id]);
    const seconds = (performance.now() - started) / 1000;
    isSampling = false;
    await sampler;
    const outcome = settled!.error ? settled!.error.code : settled!.state;
    // What the idle extraction processes keep: a process left big by its task is replaced.
    const [, ...children] = await familyOf(pid);
    const after = (await Promise.all(children.map(rssOf))).reduce((a, b) => a + b, 0);
    console.log(
      `${name} | ${mb(bytes.length)} | ${outcome} | ${seconds.toFixed(1)} | ${mb(peak)} | ${mb(after)}`,
    );
  }
} finally {
  await server.stop();
}
