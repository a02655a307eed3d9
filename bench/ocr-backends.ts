/**
 * The OCR backends on the corpus receipts (photos): field F1 of the offline engine on what each
 * backend read, how often the raw text holds the expected total and store name, and seconds per
 * page. Fit and sealed receipts are reported apart (bench/extract/corpus-split.ts).
 * Run: npx tsx bench/ocr-backends.ts [--backends wasm,native,ppocr] [--fit 40] [--sealed 20]
 * [--no-cache]. The first `--fit`/`--sealed` receipts of each part by id; OCR is cached per
 * backend in bench/.out/ocr-<backend>, with the time it took when it was read.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DoctypeMode } from '@docsift/core/doctype';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { findOfflineRecords } from '@docsift/extract/offline';
import { ocrBackend, terminateOcr, type OcrBackend } from '@docsift/extract/ocr';
import type { CorpusPart } from './extract/corpus-split.ts';
import { readCorpus, type CorpusCase } from './extract/corpus-cases.ts';
import { loadWithCache, ocrCacheDir } from './extract/ocr-cache.ts';
import { f1, normalizeText, scoreCase, type Counts } from './extract/score.ts';
import { argument } from './support/cli.ts';

interface Tally {
  counts: Counts;
  pages: number;
  ms: number;
  totalHits: number;
  companyHits: number;
  cases: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.join(repoRoot, '../shared/corpus');
const backends = (argument('--backends') ?? 'wasm,native,ppocr').split(',') as OcrBackend[];
const sampleSize: Record<CorpusPart, number> = {
  fit: Number(argument('--fit') ?? 40),
  sealed: Number(argument('--sealed') ?? 20),
};
const useCache = !process.argv.includes('--no-cache');

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  const receipts = corpus
    .filter((corpusCase) => corpusCase.file.split('/')[1] === 'sroie')
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const sample = (['fit', 'sealed'] as const).flatMap((part) =>
    receipts.filter((receipt) => receipt.part === part).slice(0, sampleSize[part]),
  );
  const [load] = os.loadavg();
  console.log(
    `${sample.length} receipts (${sampleSize.fit} fit, ${sampleSize.sealed} sealed by id), ${os.availableParallelism()} cores, load average ${load!.toFixed(1)}`,
  );
  const available = backends.filter((backend) => backend !== 'native' || ocrBackend() === 'native');
  if (available.length < backends.length) console.log('native: no tesseract on PATH, left out');
  const tallies = new Map<string, Tally>();
  // Receipt by receipt, every backend in turn: a shared machine's load weighs on each alike.
  for (const receipt of sample)
    for (const backend of available) {
      const key = `${backend.padEnd(8)} ${receipt.part.padEnd(7)}`;
      tallies.set(key, add(tallies.get(key) ?? emptyTally(), await readReceipt(receipt, backend)));
    }
  console.log('backend  part    F1     total in text  store in text  s/page');
  for (const [key, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      [
        key,
        f1(tally.counts).f1.toFixed(3).padEnd(6),
        `${tally.totalHits}/${tally.cases}`.padEnd(14),
        `${tally.companyHits}/${tally.cases}`.padEnd(14),
        (tally.ms / 1000 / tally.pages).toFixed(2),
      ].join(' '),
    );
  await terminateOcr();
}

/** One receipt read by one backend, as a tally of one case. */
async function readReceipt(
  receipt: CorpusCase & { part: CorpusPart },
  backend: OcrBackend,
): Promise<Tally> {
  const loaded = await loadWithCache(
    path.join(corpusDir, receipt.file),
    ocrCacheDir(path.join(repoRoot, 'bench/.out'), { ocrBackend: backend }),
    useCache,
    { ocrBackend: backend },
  );
  const doctype = extractionDoctype(receipt.doctype);
  const extracted = findOfflineRecords({ ocr: loaded.ocr, doctype }).map((record) =>
    Object.fromEntries(
      doctype.fields.map((field) => [field.caption, record.values[field.key] ?? null]),
    ),
  );
  const { tp, fp, fn } = scoreCase(
    doctype.mode as DoctypeMode,
    doctype.fields,
    receipt.expected,
    extracted,
  );
  const text = squeeze(loaded.ocr.pages.map((page) => page.text).join('\n'));
  const expected = receipt.expected[0] ?? {};
  const total = typeof expected.total === 'number' ? expected.total.toFixed(2) : '\u0000';
  return {
    counts: { tp, fp, fn },
    pages: loaded.ocr.pages.length,
    ms: loaded.loadMs,
    totalHits: Number(text.includes(total)),
    companyHits: Number(text.includes(squeeze(String(expected.company ?? '\u0000')))),
    cases: 1,
  };
}

function add(sum: Tally, one: Tally): Tally {
  return {
    counts: {
      tp: sum.counts.tp + one.counts.tp,
      fp: sum.counts.fp + one.counts.fp,
      fn: sum.counts.fn + one.counts.fn,
    },
    pages: sum.pages + one.pages,
    ms: sum.ms + one.ms,
    totalHits: sum.totalHits + one.totalHits,
    companyHits: sum.companyHits + one.companyHits,
    cases: sum.cases + one.cases,
  };
}

function emptyTally(): Tally {
  return {
    counts: { tp: 0, fp: 0, fn: 0 },
    pages: 0,
    ms: 0,
    totalHits: 0,
    companyHits: 0,
    cases: 0,
  };
}

/** Text compared without case, spacing or accents, as the scorer compares strings. */
function squeeze(text: string): string {
  return normalizeText(text).replace(/\s+/g, '');
}

await main();
