/**
 * Loading speed on the benchmark corpus: pages/s for text-layer PDFs (pdfjs, our default path,
 * raw pdftotext) and s/page for OCR of the SROIE receipt photos (our default backend, tesseract.js
 * forced, raw native tesseract as 2 single-threaded processes). Run: npx tsx bench/extract/speed.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument, pdfTextBackend, type PdfTextBackend } from '@docsift/extract/load';
import { ocrBackend, terminateOcr } from '@docsift/extract/ocr';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.resolve(repoRoot, '../shared/corpus');
const languages = ['eng', 'deu'];
const cores = os.availableParallelism();

if (!existsSync(path.join(corpus, 'files'))) {
  process.stderr.write(
    `Benchmark corpus not found at ${corpus} (expected ../shared/corpus beside the repository).\n`,
  );
  process.exit(1);
}

const filesIn = (folder: string, extension: string) =>
  readdirSync(path.join(corpus, 'files', folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(corpus, 'files', folder, name));

const textPdfs = [...filesIn('invoice2data', '.pdf'), ...filesIn('zugferd', '.pdf')];
const receipts = filesIn('sroie', '.jpg');
const hasBinary = (name: string, args: string[]) =>
  spawnSync(name, args, { timeout: 10_000 }).status === 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** Pages of `files` loaded one after another; without `pdfTextBackend`, the default path. */
async function loadAllSequentially(
  files: string[],
  pdfTextBackend?: PdfTextBackend,
): Promise<number> {
  let pages = 0;
  for (const file of files) {
    pages += (await loadDocument(file, { languages, pdfTextBackend })).pages.length;
  }
  return pages;
}

/** Runs `task` over `items` with at most `limit` at once. */
async function inParallel<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

function runProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'ignore'], env });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const rows: [string, string][] = [];
const report = (label: string, value: string) => {
  rows.push([label, value]);
  process.stdout.write(`${label.padEnd(58)} ${value}\n`);
};

process.stdout.write(
  `corpus ${corpus}; ${cores} cores; pdf text default: ${pdfTextBackend()}, ocr default: ${ocrBackend()}\n\n`,
);

// Text-layer PDFs, one file after another (as one worker would), after an untimed warm-up.
await loadAllSequentially(textPdfs.slice(0, 2), 'pdfjs');
let pageCount = 0;
const pdfjsSeconds = await timed(async () => {
  pageCount = await loadAllSequentially(textPdfs, 'pdfjs');
});
report(
  `text-layer PDFs (${textPdfs.length} files, ${pageCount} pages), pdfjs`,
  `${(pageCount / pdfjsSeconds).toFixed(1)} pages/s`,
);
const defaultSeconds = await timed(() => loadAllSequentially(textPdfs));
report(
  `text-layer PDFs, default path (${pdfTextBackend()})`,
  `${(pageCount / defaultSeconds).toFixed(1)} pages/s`,
);
if (hasBinary('pdftotext', ['-v'])) {
  const rawSeconds = await timed(async () => {
    for (const file of textPdfs) await runProcess('pdftotext', ['-bbox-layout', file, '-']);
  });
  report(
    'text-layer PDFs, raw `pdftotext -bbox-layout`',
    `${(pageCount / rawSeconds).toFixed(1)} pages/s`,
  );
} else {
  report('text-layer PDFs, raw `pdftotext -bbox-layout`', 'not installed');
}

// OCR of the receipt photos, all cores busy. Warm-up loads the models (and starts tesseract.js workers).
const ocrAll = (backend: 'native' | 'wasm' | undefined) =>
  timed(() =>
    inParallel(receipts, cores, (file) =>
      loadDocument(file, { languages, ...(backend ? { ocrBackend: backend } : {}) }),
    ),
  );
await loadDocument(receipts[0]!, { languages });
const defaultOcr = await ocrAll(undefined);
report(
  `OCR SROIE (${receipts.length} jpg), default backend (${ocrBackend()})`,
  `${(defaultOcr / receipts.length).toFixed(3)} s/page`,
);
await loadDocument(receipts[0]!, { languages, ocrBackend: 'wasm' });
const wasmOcr = await ocrAll('wasm');
report('OCR SROIE, tesseract.js forced', `${(wasmOcr / receipts.length).toFixed(3)} s/page`);
await terminateOcr();
if (hasBinary('tesseract', ['--version'])) {
  const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
  const nativeOcr = await timed(() =>
    inParallel(receipts, cores, (file) =>
      runProcess(
        'tesseract',
        [file, 'stdout', '-l', languages.join('+'), '--psm', '3', 'tsv'],
        env,
      ),
    ),
  );
  report(
    `OCR SROIE, raw native tesseract (${cores} processes, OMP_THREAD_LIMIT=1)`,
    `${(nativeOcr / receipts.length).toFixed(3)} s/page`,
  );
  report('  default backend / raw native', `${(defaultOcr / nativeOcr).toFixed(2)}x`);
} else {
  report('OCR SROIE, raw native tesseract', 'not installed');
}
