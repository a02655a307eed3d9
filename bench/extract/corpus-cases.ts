/** The shared corpus' cases (`cases.json`), each with its part of the fixed fit/sealed split. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { corpusParts, type CorpusPart } from './corpus-split.ts';
import type { PlainRecord } from './score.ts';

export interface CorpusCase {
  id: string;
  file: string;
  notes?: string;
  doctype: unknown;
  expected: PlainRecord[];
}

/** A case with its part and its series: the cases of one document or of one document's renderings. */
export type SplitCorpusCase = CorpusCase & { part: CorpusPart; series: string };

/** The corpus' cases in file order, or null after saying on stderr that it is missing (exit code 1). */
export async function readCorpus(corpusDir: string): Promise<SplitCorpusCase[] | null> {
  const casesFile = path.join(corpusDir, 'cases.json');
  if (!existsSync(casesFile)) {
    process.stderr.write(
      `Corpus not found: expected ${casesFile} (the shared corpus lives beside the repository).\n`,
    );
    process.exitCode = 1;
    return null;
  }
  const cases = JSON.parse(await readFile(casesFile, 'utf8')) as CorpusCase[];
  const split = corpusParts(cases);
  return cases.map((corpusCase, index) => ({ ...corpusCase, ...split[index]! }));
}
