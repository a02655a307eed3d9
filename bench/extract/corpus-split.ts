/**
 * The fixed fit/sealed split of the shared corpus. Failures are looked at on the fit part only;
 * the sealed part is run for its figure, so a rule that raises fit but not sealed shows itself as
 * fitted to the documents it was written while looking at.
 *
 * The rule reads file paths and the corpus' own notes, never a document's content: cases are
 * joined into series (the cases of one file, the pages of one report, the renderings of one
 * invoice in several layouts), and a series is sealed when the hash of its first file path falls
 * in the lowest quarter. Keeping a series together stops one rendering of an invoice being tuned
 * on while another scores as unseen.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export type CorpusPart = 'fit' | 'sealed';

export interface SplitCase {
  file: string;
  notes?: string;
}

/** About a quarter of the series are sealed. */
const sealedShare = 0.25;

/** The part of every case and the series it belongs to (named by its smallest file path), in the order given. */
export function corpusParts(cases: readonly SplitCase[]): { part: CorpusPart; series: string }[] {
  const seriesOfFile = seriesOf(cases);
  return cases.map((corpusCase) => {
    const series = seriesOfFile.get(corpusCase.file)!;
    return { part: unitHash(series) < sealedShare ? 'sealed' : 'fit', series };
  });
}

/** A fixed number in [0, 1) for a key, the same on every machine. */
export function unitHash(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** Each file's series, named by the smallest file path in it. */
function seriesOf(cases: readonly SplitCase[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (file: string): string => {
    let root = file;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(file, root);
    return root;
  };
  const join = (a: string, b: string): void => {
    const [rootA, rootB] = [find(a), find(b)];
    if (rootA !== rootB) parent.set(rootA < rootB ? rootB : rootA, rootA < rootB ? rootA : rootB);
  };
  const files = [...new Set(cases.map((corpusCase) => corpusCase.file))];
  for (const file of files) parent.set(file, file);

  const byStem = new Map<string, string>();
  for (const file of files) {
    const stem = reportStem(file);
    const first = byStem.get(stem);
    if (first === undefined) byStem.set(stem, file);
    else join(first, file);
  }
  for (const corpusCase of cases) {
    for (const example of renderedExamples(corpusCase.notes ?? '')) {
      for (const file of files) if (nameWords(file).includes(example)) join(corpusCase.file, file);
    }
  }
  return new Map(files.map((file) => [file, find(file)]));
}

/**
 * A file's report: pages cut from one document ("us-017_page3", "us-011a_page2") and one
 * example printed by several generations of a generator ("…_1p0_COMFORT_Rabatte",
 * "…_2p0_EN16931_Rabatte", "EXTENDED_Rabatte_fx") share it, whatever folder holds them.
 */
function reportStem(file: string): string {
  const stem = path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[a-z]?_page\d+$/, '')
    .replace(/_fx$/, '');
  const generated = /_[12]p0_[a-z0-9]+_(.+)$/.exec(stem)?.[1];
  return generated ?? stem.replace(/^(basic|en16931|extended)_/, '');
}

/** The example names of a note "same invoice content as the A/B example(s)", lower-cased. */
function renderedExamples(notes: string): string[] {
  const named = /same invoice content as the (.+?) example/i.exec(notes)?.[1];
  if (!named) return [];
  return named
    .replace(/\(.*?\)/g, '')
    .split('/')
    .map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((name) => name.length >= 4);
}

/** A file name without separators, lower-cased, for matching an example's name in it. */
function nameWords(file: string): string {
  return path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
