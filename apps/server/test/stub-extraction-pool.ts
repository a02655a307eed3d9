/**
 * The test harness's extraction: an ExtractionPool that works in the test's own process, with no
 * child processes, pdf.js or OCR, so tests about the database, the queue or HTTP on both dialects
 * do not pay for real extraction (pipeline.routes.test.ts and extraction-pool.test.ts test that).
 * It reads a fixture document's text (`fixtureOcr`) and extracts from it deterministically:
 * - one record per page, or per document in the one:* modes; in the multi modes one record per
 *   line instead, the line in the first field;
 * - a field's value is the text after "<caption>:" on a line, typed as the field is; its source
 *   is that line;
 * - lessons are learned and applied by the extract package's learning, as the real processes do;
 * - suggestions are the labels found ("Caption: value"), a calibration keeps the fields.
 * Slices, page counts and stream checks keep the real pool's contract, and so does its size: at
 * most `size` tasks at once, the others waiting in turn (no room is kept for new work, though).
 * A page without text (a scan) takes `scannedPageMs` to read, as OCR would, so a test can see
 * work in progress on a timer instead of on a busy CPU; the task's signal stops it.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { Field } from '@docsift/core/doctype';
import { isMultiRecord, isPerDocument } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { BBox, OcrDocument, OcrPage, OcrWord } from '@docsift/core/ocr';
import type { ExtractedRecord, ExtractionDoctype, FieldSuggestion } from '@docsift/extract';
import type { PageSlice } from '@docsift/extract/load';
import { applyLessons } from '@docsift/extract/learning/apply';
import { learnEdit } from '@docsift/extract/learning/learn';
import { normalizeValue } from '@docsift/extract/normalize';
import { fixtureOcr } from '@docsift/extract/testing';
import type { ExtractionPool, RunOptions } from '../src/pipeline/extraction-pool.ts';
import type { ExtractionResult, ExtractionTask } from '../src/pipeline/extraction-task.ts';

export interface StubExtractionOptions {
  /** Tasks at once, as EXTRACTION_PROCESSES (default: no limit). */
  size?: number;
  /** How long a page without text takes to read (default 0). */
  scannedPageMs?: number;
}

interface Line {
  page: number;
  words: OcrWord[];
}

export function createStubExtractionPool({
  size = Infinity,
  scannedPageMs = 0,
}: StubExtractionOptions = {}): ExtractionPool {
  let isClosed = false;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function runTask(task: ExtractionTask, { signal }: RunOptions): Promise<unknown> {
    if (isClosed) throw new AppError('unavailable');
    if (signal?.aborted) throw stopped(signal);
    switch (task.kind) {
      case 'ocr': {
        const slice = readSlice(await fixtureOcr(await readFile(task.filePath)), task.slice);
        const scanned = slice.pages.filter((page) => page.words.length === 0).length;
        if (scanned > 0) await reading(scanned * scannedPageMs, signal);
        return slice;
      }
      case 'extract': {
        const ocr = await readOcr(task.ocrPath);
        const { doctype } = task;
        const result = { records: extract(ocr, doctype) };
        return applyLessons(ocr, doctype.mode, doctype.fields, result, task.lessons ?? []);
      }
      case 'learn':
        return learnEdit(onPage(await readOcr(task.ocrPath), task.page), task.corrections);
      case 'suggest':
        return suggest(await readOcr(task.ocrPath));
      case 'calibrate':
        return task.doctype.fields;
    }
  }

  return {
    run: (task, options) => inTurn(() => runTask(task, options)) as never,
    async close() {
      isClosed = true;
    },
  };
}

/** What the real pool rejects a stopped task with. */
function stopped(signal: AbortSignal): AppError {
  return signal.reason instanceof AppError ? signal.reason : new AppError('cancelled');
}

/** Takes `ms` as OCR would; the task's signal stops it, as the real pool kills its process. */
async function reading(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    throw signal?.aborted ? stopped(signal) : error;
  }
}

async function readOcr(ocrPath: string): Promise<OcrDocument> {
  return JSON.parse(await readFile(ocrPath, 'utf8')) as OcrDocument;
}

function onPage({ pages }: OcrDocument, page: number | undefined): OcrDocument {
  return page === undefined ? { pages } : { pages: pages.filter(({ number }) => number === page) };
}

/** The pages a slice reads, as loadDocument picks them; the first slice checks the streams. */
function readSlice({ pages }: OcrDocument, slice: PageSlice | undefined): ExtractionResult<'ocr'> {
  const pageCount = pages.length;
  if (!slice) return { pages, pageCount, didCheckStreams: true };
  const isLongStart = slice.first === 1 && pageCount > slice.maxPages;
  const size = isLongStart ? (slice.longStartPages ?? slice.maxPages) : slice.maxPages;
  return {
    pages: pages.slice(slice.first - 1, slice.first - 1 + size),
    pageCount,
    didCheckStreams: slice.isFileChecked !== true,
  };
}

function extract({ pages }: OcrDocument, doctype: ExtractionDoctype): ExtractedRecord[] {
  const units = isPerDocument(doctype.mode) ? [pages] : pages.map((page) => [page]);
  const lines = units.map((unit) => unit.flatMap(linesOf));
  if (isMultiRecord(doctype.mode))
    return lines.flat().map((line) => lineRecord(line, doctype.fields));
  return lines.map((unitLines) => labelRecord(unitLines, doctype.fields));
}

/** Words on one baseline, left to right. */
function linesOf(page: OcrPage): Line[] {
  const byBaseline = new Map<number, OcrWord[]>();
  for (const word of page.words)
    byBaseline.set(word.bbox[3], [...(byBaseline.get(word.bbox[3]) ?? []), word]);
  return [...byBaseline.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, words]) => ({
      page: page.number,
      words: words.sort((a, b) => a.bbox[0] - b.bbox[0]),
    }));
}

const textOf = (words: OcrWord[]) => words.map((word) => word.text).join(' ');

function boxOf(words: OcrWord[]): BBox {
  return [
    Math.min(...words.map((w) => w.bbox[0])),
    Math.min(...words.map((w) => w.bbox[1])),
    Math.max(...words.map((w) => w.bbox[2])),
    Math.max(...words.map((w) => w.bbox[3])),
  ];
}

function recordOf(found: [Field, Line['page'], OcrWord[]][]): ExtractedRecord {
  const record: ExtractedRecord = { values: {}, sources: {}, confidence: {} };
  for (const [field, page, words] of found) {
    const value = normalizeValue(textOf(words), field.type);
    if (value === null) continue;
    record.values[field.key] = value;
    record.sources[field.key] = { page, bbox: boxOf(words) };
    record.confidence[field.key] = 1;
  }
  return record;
}

function lineRecord(line: Line, fields: Field[]): ExtractedRecord {
  return recordOf(fields[0] ? [[fields[0], line.page, line.words]] : []);
}

/** Each field from the first line that labels it: the words after "<caption>:". */
function labelRecord(lines: Line[], fields: Field[]): ExtractedRecord {
  return recordOf(
    fields.flatMap((field): [Field, number, OcrWord[]][] => {
      const label = `${field.caption}:`.toLowerCase().split(' ');
      for (const { page, words } of lines) {
        const at = words.findIndex((_, i) =>
          label.every((part, j) => words[i + j]?.text.toLowerCase() === part),
        );
        const value = at < 0 ? [] : words.slice(at + label.length);
        if (value.length > 0) return [[field, page, value]];
      }
      return [];
    }),
  );
}

function suggest({ pages }: OcrDocument): FieldSuggestion {
  const captions = pages
    .flatMap(linesOf)
    .map((line) => /^([^:]+):\s*\S/.exec(textOf(line.words))?.[1])
    .filter((caption): caption is string => caption != null);
  return {
    mode: 'one:single',
    fields: [...new Set(captions)].map((caption) => ({
      caption,
      description: caption,
      type: 'string',
    })),
  };
}
