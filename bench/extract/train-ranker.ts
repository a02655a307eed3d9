/**
 * Fits the offline engine's header-field ranker on the fit part of the corpus and writes it into
 * packages/extract: `npx tsx bench/extract/train-ranker.ts [--corpus dir]`
 * [--filter re]` (a subset, to explore; the shipped ranker is fitted on the whole fit part). For every header
 * field of every fit case whose truth is printed, each candidate the engine generates is marked
 * right or wrong by the benchmark's own comparison; the ranker learns which features make the
 * right one win. The sealed part is never read here: accuracy.ts scores it afterwards.
 *
 * The candidates of a total derive from other fields the ranker chose (net and tax), so a fit
 * changes the candidates it was fitted on: run it until it prints no change (two runs suffice).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import {
  combinations,
  headerFieldCandidates,
  type FieldCandidates,
} from '@docsift/extract/offline-ranking';
import {
  candidateChances,
  fitRanker,
  type Ranker,
  type RankingGroup,
} from '@docsift/extract/offline-ranker';
import { terminateOcr } from '@docsift/extract/ocr';
import { readCorpus } from './corpus-cases.ts';
import { loadWithCache, ocrCacheDir } from './ocr-cache.ts';
import { valuesMatch } from './score.ts';
import { weightLines } from './weights-source.ts';
import { argument } from '../support/cli.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = path.resolve(argument('--corpus') ?? path.join(repoRoot, '../shared/corpus'));
const filter = argument('--filter');
const rankerFile = path.join(
  repoRoot,
  'packages/extract/src/engines/offline/ranking/fitted-ranker.ts',
);

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  const cacheDir = ocrCacheDir(path.join(repoRoot, 'bench/.out'));
  const groups: RankingGroup[] = [];
  /** Per record with a whole sum: its three fields' candidates, each marked right or wrong. */
  const sums: MarkedField[][] = [];
  for (const corpusCase of corpus) {
    if (corpusCase.part !== 'fit' || (filter && !new RegExp(filter).test(corpusCase.id))) continue;
    const doctype = extractionDoctype(corpusCase.doctype);
    if (doctype.mode !== 'single' && doctype.mode !== 'one:single') continue;
    const { ocr } = await loadWithCache(path.join(corpusDir, corpusCase.file), cacheDir, true);
    const fields = headerFieldCandidates(ocr, doctype);
    const marked: MarkedField[] = [];
    for (const found of fields) {
      const want = corpusCase.expected[found.record]?.[found.field.caption];
      if (want === null || want === undefined || found.candidates.length === 0) continue;
      const group = {
        features: found.candidates.map(({ features }) => features),
        correct: found.candidates.map(
          ({ value }) => value !== null && valuesMatch(found.field.type, want, value),
        ),
      };
      groups.push(group);
      marked.push({ ...found, ...group });
    }
    for (const record of new Set(marked.map((field) => field.record))) {
      const sum = [0, 1, 2].map((place) =>
        marked.find((field) => field.record === record && field.sumPlace === place),
      );
      if (sum.every(Boolean)) sums.push(sum as MarkedField[]);
    }
  }
  await terminateOcr();
  const fieldRanker = fitRanker(groups);
  const joint = fitRanker(sums.map((sum) => combinationGroup(sum, fieldRanker)));
  const ranker = { weights: { ...fieldRanker.weights, ...joint.weights } };
  const reachable = groups.filter((group) => group.correct.some(Boolean)).length;
  process.stdout.write(
    `${groups.length} fields with a truth and a candidate, ${reachable} with a right candidate\n` +
      `right candidate ranked first: ${topRight(groups)} with the ranker shipped, ${topRight(groups, ranker)} with the new fit (in-sample)\n` +
      `${sums.length} records with net, tax and gross: joint weights ${JSON.stringify(joint.weights)}\n`,
  );
  await writeFile(rankerFile, rankerModule(ranker));
  process.stdout.write(
    `wrote ${rankerFile} (${Object.keys(ranker.weights).length} weights from ${groups.length} fields)\n`,
  );
}

type MarkedField = FieldCandidates & RankingGroup;

/** The combinations of a sum's likeliest candidates under the field ranker; right where all three are. */
function combinationGroup(sum: readonly MarkedField[], ranker: Ranker): RankingGroup {
  const [net, tax, gross] = sum.map((field) => ({
    values: field.candidates.map(({ value }) => value),
    chances: candidateChances(field.features, ranker),
  }));
  const found = combinations([net!, tax!, gross!]);
  return {
    features: found.map(({ features }) => features),
    correct: found.map(({ picks }) => picks.every((pick, place) => sum[place]!.correct[pick])),
  };
}

function topRight(groups: readonly RankingGroup[], ranker?: Ranker): number {
  return groups.filter((group) => {
    const chances = candidateChances(group.features, ranker);
    return group.correct[chances.indexOf(Math.max(...chances))] === true;
  }).length;
}

function rankerModule(ranker: Ranker): string {
  return `/**
 * The ranker in use, fitted on the fit part of the public benchmark corpus by
 * \`npx tsx bench/extract/train-ranker.ts\`, which writes this file.
 */
import type { Ranker } from './ranker.ts';

export const FITTED_RANKER: Ranker = {
  weights: {
${weightLines(ranker.weights)}  },
};
`;
}

await main();
