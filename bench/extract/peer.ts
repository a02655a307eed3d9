/**
 * The offline engine against a rule-based JavaScript peer on the corpus's table documents:
 * `npx tsx bench/extract/peer.ts [--corpus dir] [--verbose]`. The peer is what a developer
 * would write with pdfreader in an afternoon: rows by y, the row naming most of the fields'
 * captions is the heading, and every later cell goes to the heading nearest it in x
 * (peer-table.ts). Both are scored per case by score.ts; the script prints each side's micro F1,
 * per-document macro F1, and every case the peer wins. Issue 11's goal: lose on none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DoctypeMode } from '@docsift/core/doctype';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { findOfflineRecords } from '@docsift/extract/offline';
import { terminateOcr } from '@docsift/extract/ocr';
import { readCorpus } from './corpus-cases.ts';
import { loadWithCache } from './ocr-cache.ts';
import { peerRecords, readPdfItems } from './peer-table.ts';
import { f1, scoreCase, type Counts, type PlainRecord } from './score.ts';
import { argument } from '../support/cli.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const corpusDir = path.resolve(argument('--corpus') ?? path.join(repoRoot, '../shared/corpus'));
const verbose = args.includes('--verbose');

/** Micro counts and per-case F1s of one side, per group of cases. */
class Tally {
  readonly counts = new Map<string, Counts>();
  readonly caseF1s = new Map<string, number[]>();

  add(groups: readonly string[], score: Counts): number {
    const { f1: caseF1 } = f1(score);
    for (const group of groups) {
      const current = this.counts.get(group) ?? { tp: 0, fp: 0, fn: 0 };
      this.counts.set(group, {
        tp: current.tp + score.tp,
        fp: current.fp + score.fp,
        fn: current.fn + score.fn,
      });
      this.caseF1s.set(group, [...(this.caseF1s.get(group) ?? []), caseF1]);
    }
    return caseF1;
  }

  line(group: string): string {
    const perCase = this.caseF1s.get(group) ?? [];
    const macro = perCase.reduce((sum, value) => sum + value, 0) / Math.max(1, perCase.length);
    return `F1 ${f1(this.counts.get(group) ?? { tp: 0, fp: 0, fn: 0 }).f1.toFixed(3)} macro ${macro.toFixed(3)}`;
  }
}

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  // The peer reads a PDF's text layer: the PDF cases that list records (tables, line items).
  const cases = corpus.filter(
    (corpusCase) =>
      corpusCase.file.endsWith('.pdf') &&
      extractionDoctype(corpusCase.doctype).mode.endsWith('multi'),
  );
  const ours = new Tally();
  const peer = new Tally();
  const peerWins: string[] = [];
  const rows: string[] = [];
  for (const corpusCase of cases) {
    const file = path.join(corpusDir, corpusCase.file);
    const doctype = extractionDoctype(corpusCase.doctype);
    const fields = doctype.fields;
    const score = (records: readonly PlainRecord[]) =>
      scoreCase(doctype.mode as DoctypeMode, fields, corpusCase.expected, records);
    const { ocr } = await loadWithCache(file, path.join(repoRoot, 'bench/.out/ocr'), true);
    const ourRecords = findOfflineRecords({ ocr, doctype }).map((record) =>
      Object.fromEntries(fields.map((field) => [field.caption, record.values[field.key] ?? null])),
    );
    const peerItems = await readPdfItems(await readFile(file));
    const groups = ['all', `mode ${doctype.mode}`];
    const ourF1 = ours.add(groups, score(ourRecords));
    const peerF1 = peer.add(
      groups,
      score(
        peerRecords(
          peerItems,
          fields.map((field) => field.caption),
        ),
      ),
    );
    if (peerF1 > ourF1 + 1e-9)
      peerWins.push(`${corpusCase.id}: ours ${ourF1.toFixed(2)}, peer ${peerF1.toFixed(2)}`);
    rows.push(`${corpusCase.id.padEnd(72)} ours ${ourF1.toFixed(2)}  peer ${peerF1.toFixed(2)}`);
  }
  await terminateOcr();
  if (verbose) process.stdout.write(`${rows.join('\n')}\n\n`);
  process.stdout.write(`${cases.length} PDF cases that list records\n`);
  for (const group of [...ours.counts.keys()].sort())
    process.stdout.write(
      `${group.padEnd(16)} ours ${ours.line(group)}   peer ${peer.line(group)}   (${ours.caseF1s.get(group)?.length} cases)\n`,
    );
  process.stdout.write(`peer wins on ${peerWins.length} of ${cases.length}\n`);
  for (const win of peerWins) process.stdout.write(`  ${win}\n`);
}

await main();
