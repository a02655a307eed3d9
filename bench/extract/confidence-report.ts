/**
 * How well the offline engine's confidence predicts correctness: with the calibration it ships
 * (fitted on the fit part, so in-sample there and unseen on the sealed part), and
 * leave-one-source-out, where each source family's values are scored with a calibration fitted on
 * the other families only.
 */
import { writeFile } from 'node:fs/promises';
import {
  calibratedConfidence,
  fitCalibration,
  type Calibration,
  type CalibrationSample,
} from '@docsift/extract/offline-calibration';
import {
  auroc,
  expectedCalibrationError,
  reliability,
  type ScoredConfidence,
} from './calibration.ts';
import { DEFAULT_REVIEW_THRESHOLD } from '@docsift/core/review';
import { unitHash, type CorpusPart } from './corpus-split.ts';
import { weightLines } from './weights-source.ts';

export interface FamilySample extends CalibrationSample {
  family: string;
  part: CorpusPart;
  /** The case's series (corpus-split.ts): its document and that document's other renderings. */
  series: string;
}

/** Folds of the fit part for scoring confidence on documents the calibration did not see. */
const FOLDS = 5;

/** The shipped calibration on each part: in-sample on fit, on documents it never saw on sealed. */
export function writeShippedCalibration(samples: readonly FamilySample[]): void {
  for (const part of ['fit', 'sealed'] as const) {
    const scored = withCalibration(
      samples.filter((sample) => sample.part === part),
      undefined,
    );
    if (scored.length === 0) continue;
    writeFigures(`confidence (${part})`, scored);
    writeReliability(scored);
    writeReviewShare(scored);
    writeByOrigin(
      samples.filter((sample) => sample.part === part),
      scored,
    );
  }
}

/** Every family scored with a calibration that never saw it; pooled figures, then one line per family. */
export function writeHeldOutCalibration(samples: readonly FamilySample[]): void {
  const families = [...new Set(samples.map(({ family }) => family))].sort();
  const perFamily = families.map((family) => {
    const calibration = fitCalibration(samples.filter((sample) => sample.family !== family));
    return {
      family,
      scored: withCalibration(
        samples.filter((sample) => sample.family === family),
        calibration,
      ),
    };
  });
  const pooled = perFamily.flatMap(({ scored }) => scored);
  writeFigures('confidence (held out)', pooled);
  writeReliability(pooled);
  for (const { family, scored } of perFamily) writeFigures(`  held out ${family}`, scored);
}

/**
 * Every series scored with a calibration fitted on the other folds: like the hidden documents,
 * unseen ones from the same sources, and many more of them than the sealed part holds.
 */
export function writeCrossValidatedCalibration(samples: readonly FamilySample[]): void {
  const foldOf = (sample: FamilySample): number =>
    Math.floor(unitHash(`fold ${sample.series}`) * FOLDS);
  const calibrations = Array.from({ length: FOLDS }, (_, fold) =>
    fitCalibration(samples.filter((sample) => foldOf(sample) !== fold)),
  );
  const scored = samples.map((sample) => ({
    confidence: calibratedConfidence(sample.evidence, sample.mode, calibrations[foldOf(sample)]),
    correct: sample.correct,
  }));
  writeFigures(`confidence (${FOLDS}-fold by series)`, scored);
  writeReliability(scored);
  writeByOrigin(samples, scored);
}

/** The figures per way values were found: table cells and header values fail in different ways. */
function writeByOrigin(
  samples: readonly FamilySample[],
  scored: readonly ScoredConfidence[],
): void {
  const origins = [...new Set(samples.map(({ evidence }) => evidence.origin))].sort();
  for (const origin of origins)
    writeFigures(
      `  found by ${origin}`,
      scored.filter((_, index) => samples[index]!.evidence.origin === origin),
    );
}

/** Writes the calibration fitted on the samples given as the one the engine ships. */
export async function writeFittedCalibration(
  samples: readonly FamilySample[],
  file: string,
): Promise<void> {
  const calibration = fitCalibration(samples);
  await writeFile(file, calibrationModule(calibration));
  process.stdout.write(
    `wrote ${file} (${Object.keys(calibration.weights).length} weights from ${samples.length} values)\n`,
  );
}

function withCalibration(
  samples: readonly FamilySample[],
  calibration: Calibration | undefined,
): ScoredConfidence[] {
  return samples.map(({ evidence, mode, correct }) => ({
    confidence: calibratedConfidence(evidence, mode, calibration),
    correct,
  }));
}

function writeFigures(title: string, scored: readonly ScoredConfidence[]): void {
  const right = scored.filter(({ correct }) => correct).length;
  const meanConfidence =
    scored.reduce((sum, { confidence }) => sum + confidence, 0) / Math.max(1, scored.length);
  process.stdout.write(
    `${title.padEnd(28)} AUROC ${auroc(scored).toFixed(3)}  ECE ${expectedCalibrationError(reliability(scored)).toFixed(3)}  mean confidence ${meanConfidence.toFixed(3)}  accuracy ${(right / Math.max(1, scored.length)).toFixed(3)}  (${scored.length} values)\n`,
  );
}

/** What a doctype's review queue gets at the default threshold: how much it flags, how many errors it catches. */
function writeReviewShare(scored: readonly ScoredConfidence[]): void {
  const flagged = scored.filter(({ confidence }) => confidence < DEFAULT_REVIEW_THRESHOLD);
  const wrong = scored.filter(({ correct }) => !correct);
  const caught = flagged.filter(({ correct }) => !correct);
  process.stdout.write(
    `  below the review threshold ${DEFAULT_REVIEW_THRESHOLD}: ${percent(flagged.length, scored.length)} of values, ${percent(caught.length, wrong.length)} of the wrong ones\n`,
  );
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
}

function writeReliability(scored: readonly ScoredConfidence[]): void {
  for (const bin of reliability(scored).filter(({ count }) => count > 0))
    process.stdout.write(
      `  ${bin.from.toFixed(1)}–${bin.to.toFixed(1)}  n ${String(bin.count).padStart(4)}  mean confidence ${bin.meanConfidence.toFixed(3)}  accuracy ${bin.accuracy.toFixed(3)}\n`,
    );
}

function calibrationModule(calibration: Calibration): string {
  const weights = weightLines(calibration.weights);
  return `/**
 * The confidence model in use, fitted on the fit part of the public benchmark corpus by
 * \`npx tsx bench/extract/accuracy.ts --fit-calibration\`, which writes this file.
 */
import type { Calibration } from './calibration.ts';

export const FITTED_CALIBRATION: Calibration = {
  weights: {
${weights}  },
};
`;
}
