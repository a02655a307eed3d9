/**
 * Offline-engine accuracy on the shared corpus: `npx tsx bench/extract/accuracy.ts [--filter re]
 * [--part fit|sealed] [--holdout] [--fit-calibration] [--verbose] [--no-cache] [--corpus dir]
 * [--ocr-backend native|wasm|ppocr] [--pdf-text poppler|pdfjs]`. `--ocr-backend` reads scans with
 * that OCR, `--pdf-text` PDFs' text layers with that reader, each cached apart.
 * `--filter` keeps the cases whose id matches the regular expression (`'^(?!sroie)'`: all but
 * receipts). Every case belongs to the fit or the sealed part of the corpus (corpus-split.ts); each figure is
 * printed for both, so a change that raises fit but not sealed shows itself. Prints precision,
 * recall and F1 overall, per mode and per source folder (micro, and per-document macro F1), how
 * well confidence predicts correctness (AUROC, ECE and a reliability table), and seconds per
 * document (OCR load time + extraction). `--verbose` lists the cases and their wrong values, of
 * the fit part only: sealed failures are not for reading. `--holdout` adds the confidence figures
 * leave-one-source-out and 5-fold by series on the fit part; `--fit-calibration` refits the
 * calibration the engine ships on the fit part and writes it into packages/extract.
 * `--save FILE` keeps each case's counts; `--compare FILE` says which fit cases moved since that
 * run, and how many sealed cases and values moved either way (run-diff.ts). String closeness
 * (score.ts) says how near the strings came to the truth, wrong ones too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMultiRecord, type DoctypeMode } from '@docsift/core/doctype';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { findOfflineRecords } from '@docsift/extract/offline';
import type { PdfTextBackend } from '@docsift/extract/load';
import { ocrBackends, terminateOcr, type OcrBackend } from '@docsift/extract/ocr';
import { loadWithCache, ocrCacheDir, type LoadedDocument } from './ocr-cache.ts';
import {
  writeCrossValidatedCalibration,
  writeFittedCalibration,
  writeHeldOutCalibration,
  writeShippedCalibration,
  type FamilySample,
} from './confidence-report.ts';
import type { CorpusPart } from './corpus-split.ts';
import { readCorpus, type CorpusCase } from './corpus-cases.ts';
import { f1, scoreCase, type Counts } from './score.ts';
import { argument } from '../support/cli.ts';
import { compareRuns, saveRun, type CaseCounts } from './run-diff.ts';

const parts: readonly CorpusPart[] = ['fit', 'sealed'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const ocrBackend = argument('--ocr-backend') as OcrBackend | undefined;
const pdfText = argument('--pdf-text') as PdfTextBackend | undefined;
const backends = {
  ...(ocrBackend ? { ocrBackend } : {}),
  ...(pdfText ? { pdfTextBackend: pdfText } : {}),
};
const cacheDir = ocrCacheDir(path.join(repoRoot, 'bench/.out'), backends);
const corpusDir = path.resolve(argument('--corpus') ?? path.join(repoRoot, '../shared/corpus'));
const filter = argument('--filter');
const onlyPart = argument('--part');
const verbose = args.includes('--verbose');
const useCache = !args.includes('--no-cache');
const holdout = args.includes('--holdout');
const fit = args.includes('--fit-calibration');
const saveFile = argument('--save');
const compareFile = argument('--compare');
const fittedFile = path.join(
  repoRoot,
  'packages/extract/src/engines/offline/fitted-calibration.ts',
);

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  if (onlyPart !== undefined && !parts.includes(onlyPart as CorpusPart)) {
    process.stderr.write('--part takes fit or sealed\n');
    process.exitCode = 1;
    return;
  }
  if (ocrBackend !== undefined && !ocrBackends.includes(ocrBackend)) {
    process.stderr.write(`--ocr-backend takes ${ocrBackends.join(', ')}\n`);
    process.exitCode = 1;
    return;
  }
  if (pdfText !== undefined && pdfText !== 'poppler' && pdfText !== 'pdfjs') {
    process.stderr.write('--pdf-text takes poppler or pdfjs\n');
    process.exitCode = 1;
    return;
  }
  if (fit && (onlyPart !== undefined || filter !== undefined)) {
    process.stderr.write(
      '--fit-calibration fits on the whole fit part: drop --part and --filter\n',
    );
    process.exitCode = 1;
    return;
  }
  const cases = corpus.filter(
    (c) => (!onlyPart || c.part === onlyPart) && (!filter || new RegExp(filter).test(c.id)),
  );
  const documents = new Map<string, LoadedDocument>();
  const totals = new Map<string, Counts>();
  /** Per document: OCR load plus every extraction run on it. */
  const documentMs = new Map<string, number>();
  /** Per-case F1 by group, for the per-document macro average. */
  const caseF1s = new Map<string, number[]>();
  const samples: FamilySample[] = [];
  /** Per part: the cases of a multi-record mode, and those in which no value was right. */
  const tables = new Map<CorpusPart, { cases: number; blank: number }>();
  const rows: string[] = [];
  const caseCounts: CaseCounts[] = [];
  /** Per part: closeness summed over the expected string values, and how many there were. */
  const closenessOf = new Map<CorpusPart, { sum: number; values: number }>();
  for (const corpusCase of cases) {
    let loaded = documents.get(corpusCase.file);
    if (!loaded) {
      loaded = await loadWithCache(
        path.join(corpusDir, corpusCase.file),
        cacheDir,
        useCache,
        backends,
      );
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
      if (evidence)
        samples.push({
          evidence,
          mode: doctype.mode,
          correct,
          family: source,
          part: corpusCase.part,
          series: corpusCase.series,
        });
    }
    if (isMultiRecord(doctype.mode as DoctypeMode)) {
      const counted = tables.get(corpusCase.part) ?? { cases: 0, blank: 0 };
      tables.set(corpusCase.part, {
        cases: counted.cases + 1,
        blank: counted.blank + (score.tp === 0 ? 1 : 0),
      });
    }
    const { f1: caseF1 } = f1(score);
    const { tp, fp, fn } = score;
    caseCounts.push({
      id: corpusCase.id,
      part: corpusCase.part,
      tp,
      fp,
      fn,
      closeness: score.closeness,
    });
    const near = closenessOf.get(corpusCase.part) ?? { sum: 0, values: 0 };
    closenessOf.set(corpusCase.part, {
      sum: near.sum + score.closeness,
      values: near.values + score.strings,
    });
    for (const key of ['overall', `mode ${doctype.mode}`, `source ${source}`]) {
      const partKey = `${corpusCase.part} ${key}`;
      add(totals, partKey, score);
      caseF1s.set(partKey, [...(caseF1s.get(partKey) ?? []), caseF1]);
    }
    if (corpusCase.part === 'sealed') continue;
    rows.push(
      `${corpusCase.id.padEnd(72)} tp ${pad(score.tp)} fp ${pad(score.fp)} fn ${pad(score.fn)}  F1 ${caseF1.toFixed(2)}`,
    );
    if (verbose) for (const mismatch of score.mismatches) rows.push(`    ${mismatch}`);
  }
  await terminateOcr();
  if (verbose) process.stdout.write(`${rows.join('\n')}\n\n`);
  const caseCount = (part: CorpusPart): number => cases.filter((c) => c.part === part).length;
  process.stdout.write(
    `Offline engine on ${cases.length} cases (fit ${caseCount('fit')}, sealed ${caseCount('sealed')}), ${documents.size} documents\n`,
  );
  const keys = [...new Set([...totals.keys()].map((key) => key.replace(/^\S+ /, '')))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  for (const key of keys) {
    const columns = parts.map((part) => {
      const counts = totals.get(`${part} ${key}`);
      const perCase = caseF1s.get(`${part} ${key}`);
      if (!counts || !perCase) return `${part} –`.padEnd(58);
      const { precision, recall, f1: value } = f1(counts);
      const macro = perCase.reduce((sum, caseF1) => sum + caseF1, 0) / perCase.length;
      return `${part} P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${value.toFixed(3)}  macro ${macro.toFixed(3)} (${perCase.length})`.padEnd(
        58,
      );
    });
    process.stdout.write(`${key.padEnd(24)} ${columns.join('   ')}\n`);
  }
  // The goal is no table without a right value: such a table shows nothing a person can use.
  const blankTables = parts.map((part) => {
    const counted = tables.get(part);
    return counted ? `${part} ${counted.blank} of ${counted.cases}` : `${part} –`;
  });
  process.stdout.write(`tables with no right value  ${blankTables.join('   ')}\n`);
  const meanCloseness = parts.map((part) => {
    const near = closenessOf.get(part);
    return near?.values ? `${part} ${(near.sum / near.values).toFixed(4)}` : `${part} –`;
  });
  process.stdout.write(`string closeness (mean)    ${meanCloseness.join('   ')}\n`);
  if (compareFile) process.stdout.write(`${compareRuns(compareFile, caseCounts).join('\n')}\n`);
  if (saveFile) saveRun(saveFile, caseCounts);
  writeShippedCalibration(samples);
  if (holdout) {
    const fitSamples = samples.filter((sample) => sample.part === 'fit');
    writeHeldOutCalibration(fitSamples);
    writeCrossValidatedCalibration(fitSamples);
  }
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
  if (fit)
    await writeFittedCalibration(
      samples.filter((sample) => sample.part === 'fit'),
      fittedFile,
    );
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
