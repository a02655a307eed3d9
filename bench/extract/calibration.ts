/**
 * How well confidences predict correctness: AUROC (how well they rank right above wrong values)
 * and expected calibration error over equal-width bins, with the reliability table behind it.
 */

/** A value's confidence and whether it was right. */
export interface ScoredConfidence {
  confidence: number;
  correct: boolean;
}

export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

const BINS = 10;

/** Probability that a random right value has a higher confidence than a random wrong one (ties count half). */
export function auroc(judged: readonly ScoredConfidence[]): number {
  const sorted = [...judged].sort((a, b) => a.confidence - b.confidence);
  const positives = sorted.filter((value) => value.correct).length;
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  // Mann-Whitney U over ranks, tied confidences sharing their mean rank.
  let rankSum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && sorted[end]?.confidence === sorted[start]?.confidence) end++;
    const meanRank = (start + 1 + end) / 2;
    for (let index = start; index < end; index++) if (sorted[index]?.correct) rankSum += meanRank;
    start = end;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export function reliability(judged: readonly ScoredConfidence[]): ReliabilityBin[] {
  return Array.from({ length: BINS }, (_, bin) => {
    const from = bin / BINS;
    const to = (bin + 1) / BINS;
    const inBin = judged.filter(
      ({ confidence }) =>
        confidence >= from && (confidence < to || (bin === BINS - 1 && confidence <= to)),
    );
    const count = inBin.length;
    return {
      from,
      to,
      count,
      meanConfidence:
        count === 0 ? 0 : inBin.reduce((sum, value) => sum + value.confidence, 0) / count,
      accuracy: count === 0 ? 0 : inBin.filter((value) => value.correct).length / count,
    };
  });
}

/** Expected calibration error: the count-weighted gap between confidence and accuracy per bin. */
export function expectedCalibrationError(bins: readonly ReliabilityBin[]): number {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return Number.NaN;
  return bins.reduce(
    (sum, bin) => sum + (bin.count / total) * Math.abs(bin.meanConfidence - bin.accuracy),
    0,
  );
}
