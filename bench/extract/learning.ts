/**
 * Learning from corrections (issue 28, item 3) on the shared corpus: `npx tsx
 * bench/extract/learning.ts [--verbose] [--no-cache]`. The corpus' invoices fall into layout
 * groups (one sender's software; the rule below reads file names only). In each group the first
 * invoice (the first N with `--teachers=N`) is corrected: every value the offline engine got
 * wrong is set to the truth, and each correction becomes a lesson. Then every other invoice of
 * the corpus is extracted with all the lessons, so a lesson that reaches another sender's layout
 * shows up as a loss outside its group.
 * Prints field F1 before and after per group and for the invoices outside every group, fit and
 * sealed apart (corpus-split.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DoctypeMode, Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { extractOffline } from '@docsift/extract/offline';
import type { ExtractResult } from '@docsift/extract';
import { learnValues } from '@docsift/extract/learning/learn';
import { applyLessons } from '@docsift/extract/learning/apply';
import type { Lesson } from '@docsift/extract/learning/lesson';
import { loadWithCache, ocrCacheDir } from './ocr-cache.ts';
import type { CorpusPart } from './corpus-split.ts';
import { readCorpus, type CorpusCase } from './corpus-cases.ts';
import {
  f1,
  normalizeText,
  scoreCase,
  valuesMatch,
  type Counts,
  type PlainRecord,
} from './score.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = path.join(repoRoot, '../shared/corpus');
const cacheDir = ocrCacheDir(path.join(repoRoot, 'bench/.out'));
const verbose = process.argv.includes('--verbose');
const useCache = !process.argv.includes('--no-cache');
/** Teach every value of the corrected invoice, as an approval confirms them, not only the corrected ones. */
const teachAll = process.argv.includes('--all-fields');

/**
 * How many invoices of each group are corrected, in file order (`--teachers=2`): each one's
 * lessons come before the earlier ones', as the server keeps them newest first.
 */
const teacherCount = Number(
  process.argv.find((arg) => arg.startsWith('--teachers='))?.split('=')[1] ?? 1,
);

/** Modes lessons apply to (one record per document or page). */
const LEARNED_MODES: readonly DoctypeMode[] = ['one:single'];
/**
 * Receipts instead of invoices: a receipt photo's layout group is its store (the truth's company
 * name), since one store's till prints every receipt alike.
 */
const receipts = process.argv.includes('--receipts');

/**
 * The layout group of a corpus file, from its name only: folders whose documents come from one
 * program are one group; the ZUGFeRD corpus names its producer after the version.
 */
function layoutGroup(file: string): string | null {
  const [, folder, name] = file.split('/');
  if (!folder || !name) return null;
  if (folder === 'fnfe' || folder === 'ferd-zugferd24') return folder;
  if (folder === 'factur-x-kit') return `${folder}/${name.split('_')[0]}`;
  if (folder === 'zugferd') {
    const [version, producer] = name.split('_');
    return producer ? `${folder}/${version}_${producer.toLowerCase()}` : null;
  }
  return null;
}

function storeOf(truth: PlainRecord | undefined): string | null {
  const company = Object.entries(truth ?? {}).find(([caption]) => /company/i.test(caption))?.[1];
  return typeof company === 'string' ? normalizeText(company) : null;
}

interface Prepared {
  corpusCase: CorpusCase;
  part: CorpusPart;
  group: string | null;
  mode: DoctypeMode;
  fields: Field[];
  ocr: Awaited<ReturnType<typeof loadWithCache>>['ocr'];
}

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  const prepared: Prepared[] = [];
  for (const corpusCase of corpus) {
    const doctype = extractionDoctype(corpusCase.doctype);
    const isReceipt = corpusCase.id.startsWith('sroie') && !corpusCase.file.endsWith('.pdf');
    if (receipts ? !isReceipt : !LEARNED_MODES.includes(doctype.mode) || isReceipt) continue;
    const { ocr } = await loadWithCache(path.join(corpusDir, corpusCase.file), cacheDir, useCache);
    // Keys from captions, so lessons of one group's doctype reach another's same field.
    const fields = doctype.fields.map((field) => ({ ...field, key: field.caption }));
    prepared.push({
      corpusCase,
      part: corpusCase.part,
      group: receipts ? storeOf(corpusCase.expected[0]) : layoutGroup(corpusCase.file),
      mode: doctype.mode,
      fields,
      ocr,
    });
  }
  const lessons: Lesson[] = [];
  const teachers = new Set<Prepared>();
  const groups = [
    ...new Set(prepared.map((item) => item.group).filter((group) => group !== null)),
  ].sort();
  let corrections = 0;
  function lessonsFrom(teacher: Prepared): { lessons: Lesson[]; corrections: number } {
    const [got] = extract(teacher, []);
    const want = teacher.corpusCase.expected[0] ?? {};
    const corrected = teacher.fields.flatMap((field) => {
      const wanted = (want[field.caption] ?? null) as FieldValue;
      const value = got?.[field.caption] ?? null;
      const right = wanted === null ? value === null : valuesMatch(field.type, wanted, value);
      return right && !teachAll ? [] : [{ field, value, wanted, right }];
    });
    const learned = learnValues(
      teacher.ocr,
      corrected.map(({ field, wanted }) => ({ field, value: wanted })),
    );
    const taught: Lesson[] = [];
    corrected.forEach(({ field, value, wanted }, index) => {
      const lesson = learned[index] ?? null;
      if (verbose && teacher.part === 'fit')
        process.stdout.write(
          `${teacher.corpusCase.id} ${field.caption}: ${JSON.stringify(value)} -> ${JSON.stringify(wanted)}: ${lesson ? lessonText(lesson) : 'nothing learned'}\n`,
        );
      if (lesson) taught.unshift(lesson);
    });
    const wrong = corrected.filter(({ right }) => !right).length;
    return { lessons: taught, corrections: wrong };
  }
  for (const group of groups) {
    const members = prepared
      .filter((item) => item.group === group)
      .sort((a, b) => a.corpusCase.id.localeCompare(b.corpusCase.id));
    // At least two invoices are left to score.
    if (members.length < teacherCount + 2) continue;
    for (const teacher of members.slice(0, teacherCount)) {
      teachers.add(teacher);
      const taught = lessonsFrom(teacher);
      corrections += taught.corrections;
      lessons.unshift(...taught.lessons);
    }
  }
  const before = new Map<string, Counts>();
  const after = new Map<string, Counts>();
  for (const item of prepared) {
    if (teachers.has(item)) continue;
    const key = `${item.part} ${item.group ?? 'outside the groups'}`;
    const scoreWith = (withLessons: readonly Lesson[]): Counts =>
      scoreCase(item.mode, item.fields, item.corpusCase.expected, extract(item, withLessons));
    const plain = scoreWith([]);
    const taught = scoreWith(lessons);
    add(before, key, plain);
    add(after, key, taught);
    add(before, `${item.part} all`, plain);
    add(after, `${item.part} all`, taught);
    if (verbose && (taught.tp !== plain.tp || taught.fp !== plain.fp))
      process.stdout.write(
        `${item.part === 'fit' ? item.corpusCase.id : '(sealed case)'}: tp ${plain.tp} -> ${taught.tp}, fp ${plain.fp} -> ${taught.fp}\n`,
      );
    if (verbose && item.part === 'fit' && item.group !== null)
      for (const mismatch of scoreCase(
        item.mode,
        item.fields,
        item.corpusCase.expected,
        extract(item, lessons),
      ).mismatches)
        process.stdout.write(`    ${item.corpusCase.id} ${mismatch}\n`);
  }
  process.stdout.write(
    `${teachers.size} invoices corrected (the first ${teacherCount} of each group), ${corrections} corrections, ${lessons.length} lessons\n`,
  );
  for (const key of [...before.keys()].sort()) {
    const was = f1(before.get(key)!).f1;
    const is = f1(after.get(key)!).f1;
    process.stdout.write(`${key.padEnd(44)} F1 ${was.toFixed(3)} -> ${is.toFixed(3)}\n`);
  }
  scoreRotated(prepared, groups, lessonsFrom);
}

/**
 * Each invoice of a group corrected in turn, the others scored with its lessons: the figure for
 * "one corrected document" that does not hang on which document came first.
 */
function scoreRotated(
  prepared: readonly Prepared[],
  groups: readonly string[],
  lessonsFrom: (teacher: Prepared) => { lessons: Lesson[] },
): void {
  const before = new Map<string, Counts>();
  const after = new Map<string, Counts>();
  for (const group of groups) {
    const members = prepared.filter((item) => item.group === group);
    if (members.length < 3) continue;
    for (const teacher of members) {
      const { lessons } = lessonsFrom(teacher);
      for (const item of members) {
        if (item === teacher) continue;
        const plain = scoreCase(
          item.mode,
          item.fields,
          item.corpusCase.expected,
          extract(item, []),
        );
        const taught = scoreCase(
          item.mode,
          item.fields,
          item.corpusCase.expected,
          extract(item, lessons),
        );
        add(before, item.part, plain);
        add(after, item.part, taught);
        if (verbose && item.part === 'fit' && teacher.part === 'fit') {
          const was = new Set(plain.mismatches);
          for (const mismatch of taught.mismatches)
            if (!was.has(mismatch))
              process.stdout.write(
                `  worse ${teacher.corpusCase.id} -> ${item.corpusCase.id} ${mismatch}\n`,
              );
        }
      }
    }
  }
  for (const part of [...before.keys()].sort())
    process.stdout.write(
      `each group invoice corrected in turn, ${part.padEnd(7)} F1 ${f1(before.get(part)!).f1.toFixed(3)} -> ${f1(after.get(part)!).f1.toFixed(3)}\n`,
    );
}

/** The engine's answer per invoice: lessons apply on top of it, so it is read once for every teacher. */
const offlineResults = new Map<Prepared, ExtractResult>();

function offlineResult(item: Prepared): ExtractResult {
  let result = offlineResults.get(item);
  if (!result) {
    const doctype = { title: '', mode: item.mode, prompt: '', fields: item.fields };
    result = extractOffline({ ocr: item.ocr, doctype });
    offlineResults.set(item, result);
  }
  return result;
}

function extract(item: Prepared, lessons: readonly Lesson[]): PlainRecord[] {
  const result = applyLessons(item.ocr, item.mode, item.fields, offlineResult(item), lessons);
  return result.records.map((record) =>
    Object.fromEntries(
      item.fields.map((field) => [field.caption, record.values[field.key] ?? null]),
    ),
  );
}

function lessonText(lesson: Lesson): string {
  const { what } = lesson;
  if (what.kind !== 'located') return what.kind;
  const { place } = what;
  return place.kind === 'label'
    ? `label "${place.tokens.join(' ')}" #${place.occurrence}/${place.occurrences} at ${place.offset.left.toFixed(1)},${place.offset.down.toFixed(1)}`
    : `position p${place.page} ${place.box.map((n) => n.toFixed(2)).join(',')}`;
}

function add(totals: Map<string, Counts>, key: string, counts: Counts): void {
  const total = totals.get(key) ?? { tp: 0, fp: 0, fn: 0 };
  totals.set(key, { tp: total.tp + counts.tp, fp: total.fp + counts.fp, fn: total.fn + counts.fn });
}

await main();
