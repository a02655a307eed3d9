/**
 * Offline-engine accuracy on the shared corpus: `npx tsx bench/extract/accuracy.ts [--filter id]
 * [--split even|odd] [--holdout] [--fit-calibration] [--verbose] [--no-cache] [--corpus dir]`.
 * `--split` keeps the even- or odd-numbered cases of each source folder (by position in
 * cases.json), so heuristics tuned on one half can be checked on the other. Prints precision,
 * recall and F1 overall, per mode and per source folder (micro, and per-document macro F1), how
 * well confidence predicts correctness (AUROC, ECE and a reliability table), and seconds per
 * document (OCR load time + extraction). `--holdout` adds the confidence figures leave-one-source-out
 * (each family scored with a calibration fitted on the others); `--fit-calibration` refits the
 * calibration the engine ships on the whole corpus and writes it into packages/extract.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DoctypeMode } from '@docsift/core/doctype';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { findOfflineRecords } from '@docsift/extract/offline';
import { terminateOcr } from '@docsift/extract/ocr';
import { loadWithCache, type LoadedDocument } from './ocr-cache.ts';
import {
  writeFittedCalibration,
  writeHeldOutCalibration,
  writeShippedCalibration,
  type FamilySample,
} from './confidence-report.ts';
import { f1, scoreCase, type Counts, type PlainRecord } from './score.ts';
import { argument } from '../support/cli.ts';

interface CorpusCase {
  id: string;
  file: string;
  doctype: unknown;
  expected: PlainRecord[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, 'bench/.out/ocr');
const args = process.argv.slice(2);
const corpusDir = path.resolve(argument('--corpus') ?? path.join(repoRoot, '../shared/corpus'));
const filter = argument('--filter');
const split = argument('--split');
const verbose = args.includes('--verbose');
const useCache = !args.includes('--no-cache');
const holdout = args.includes('--holdout');
const fit = args.includes('--fit-calibration');
const fittedFile = path.join(
  repoRoot,
  'packages/extract/src/engines/offline/fitted-calibration.ts',
);

async function main(): Promise<void> {
  const casesFile = path.join(corpusDir, 'cases.json');
  if (!existsSync(casesFile)) {
    process.stderr.write(
      `Corpus not found: expected ${casesFile} (the shared corpus lives beside the repository).\n`,
    );
    process.exitCode = 1;
    return;
  }
  if (split !== undefined && split !== 'even' && split !== 'odd') {
    process.stderr.write('--split takes even or odd\n');
    process.exitCode = 1;
    return;
  }
  if (fit && (split !== undefined || filter !== undefined)) {
    process.stderr.write('--fit-calibration fits on the whole corpus: drop --split and --filter\n');
    process.exitCode = 1;
    return;
  }
  const cases = inSplit(JSON.parse(await readFile(casesFile, 'utf8')) as CorpusCase[]).filter(
    (c) => !filter || c.id.includes(filter),
  );
  const documents = new Map<string, LoadedDocument>();
  const totals = new Map<string, Counts>();
  /** Per document: OCR load plus every extraction run on it. */
  const documentMs = new Map<string, number>();
  /** Per-case F1 by group, for the per-document macro average. */
  const caseF1s = new Map<string, number[]>();
  const samples: FamilySample[] = [];
  const rows: string[] = [];
  for (const corpusCase of cases) {
    let loaded = documents.get(corpusCase.file);
    if (!loaded) {
      loaded = await loadWithCache(path.join(corpusDir, corpusCase.file), cacheDir, useCache);
      documents.set(corpusCase.file, loaded);
    }
    const doctype = extractionDoctype(corpusCase.doctype);
    const started = performance.now();
    const records = findOfflineRecords({ ocr: loaded.ocr, doctype });
    const extractMs = performance.now() - started;
    documentMs.set(corpusCase.file, (documentMs.get(corpusCase.file) ?? loaded.loadMs) + extractMs);
    const byCaption = records.map((record) =>
      Object.fromEntries(
        doctype.fields.map((field) => [field.caption, record.values[field.key] ?? null]),
      ),
    );
    const score = scoreCase(
      doctype.mode as DoctypeMode,
      doctype.fields,
      corpusCase.expected,
      byCaption,
    );
    const source = sourceOf(corpusCase);
    for (const { record, caption, correct } of score.judged) {
      const key = doctype.fields.find((field) => field.caption === caption)?.key;
      const evidence = key === undefined ? undefined : records[record]?.evidence[key];
      if (evidence) samples.push({ evidence, mode: doctype.mode, correct, family: source });
    }
    const { f1: caseF1 } = f1(score);
    for (const key of ['overall', `mode ${doctype.mode}`, `source ${source}`]) {
      add(totals, key, score);
      caseF1s.set(key, [...(caseF1s.get(key) ?? []), caseF1]);
    }
    rows.push(
      `${corpusCase.id.padEnd(72)} tp ${pad(score.tp)} fp ${pad(score.fp)} fn ${pad(score.fn)}  F1 ${caseF1.toFixed(2)}`,
    );
    if (verbose) for (const mismatch of score.mismatches) rows.push(`    ${mismatch}`);
  }
  await terminateOcr();
  if (verbose) process.stdout.write(`${rows.join('\n')}\n\n`);
  process.stdout.write(
    `Offline engine on ${cases.length} cases${split ? ` (${split} split)` : ''}, ${documents.size} documents\n`,
  );
  for (const [key, counts] of [...totals.entries()].sort(
    ([a], [b]) => order(a) - order(b) || a.localeCompare(b),
  )) {
    const { precision, recall, f1: value } = f1(counts);
    const perCase = caseF1s.get(key) ?? [];
    const macro = perCase.reduce((sum, caseF1) => sum + caseF1, 0) / Math.max(1, perCase.length);
    process.stdout.write(
      `${key.padEnd(24)} P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${value.toFixed(3)}  macro F1 ${macro.toFixed(3)}   (tp ${counts.tp}, fp ${counts.fp}, fn ${counts.fn})\n`,
    );
  }
  writeShippedCalibration(samples);
  if (holdout) writeHeldOutCalibration(samples);
  const cachedNote = [...documents.values()].some((document) => document.cached)
    ? 'OCR load time as measured when the cache entry was made'
    : 'measured now';
  const secondsPerDocument = (files: readonly string[]): string =>
    (
      files.reduce((sum, file) => sum + (documentMs.get(file) ?? 0), 0) /
      1000 /
      Math.max(1, files.length)
    ).toFixed(2);
  const files = [...documentMs.keys()];
  // Text-layer documents have a speed budget of their own: OCR time would hide them.
  const textLayer = files.filter((file) =>
    documents.get(file)?.ocr.pages.every((page) => page.source !== 'ocr'),
  );
  process.stdout.write(
    `seconds per document      ${secondsPerDocument(files)} (load + extraction; ${cachedNote}); ${secondsPerDocument(textLayer)} for the ${textLayer.length} without OCR\n`,
  );
  if (fit) await writeFittedCalibration(samples, fittedFile);
}

/** The cases whose position among their source folder's cases has the requested parity. */
function inSplit(cases: readonly CorpusCase[]): CorpusCase[] {
  if (!split) return [...cases];
  const seen = new Map<string, number>();
  return cases.filter((corpusCase) => {
    const source = sourceOf(corpusCase);
    const position = seen.get(source) ?? 0;
    seen.set(source, position + 1);
    return (position % 2 === 0) === (split === 'even');
  });
}

function sourceOf(corpusCase: CorpusCase): string {
  return corpusCase.file.split('/')[1] ?? 'other';
}

function add(totals: Map<string, Counts>, key: string, counts: Counts): void {
  const current = totals.get(key) ?? { tp: 0, fp: 0, fn: 0 };
  totals.set(key, {
    tp: current.tp + counts.tp,
    fp: current.fp + counts.fp,
    fn: current.fn + counts.fn,
  });
}

function order(key: string): number {
  return key === 'overall' ? 0 : key.startsWith('mode') ? 1 : 2;
}

function pad(value: number): string {
  return String(value).padStart(3);
}

await main();
