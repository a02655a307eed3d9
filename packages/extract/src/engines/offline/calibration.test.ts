import { describe, expect, it } from 'vitest';
import { calibratedConfidence, fitCalibration, type CalibrationSample } from './calibration.ts';
import type { Evidence } from './confidence.ts';

const labelledAmount: Evidence = {
  origin: 'label',
  kind: 'amount',
  page: 'text-layer',
  strength: 'strong',
  contested: false,
};

function samples(evidence: Evidence, right: number, wrong: number): CalibrationSample[] {
  return [
    ...Array.from({ length: right }, () => ({ evidence, correct: true })),
    ...Array.from({ length: wrong }, () => ({ evidence, correct: false })),
  ];
}

describe('confidence calibration', () => {
  it('gives evidence the smoothed share of right values its group had', () => {
    const calibration = fitCalibration(samples(labelledAmount, 18, 2));
    expect(calibratedConfidence(labelledAmount, calibration)).toBe(0.86);
  });

  it('does not trust a group with few values and uses the wider group around it', () => {
    const contested = { ...labelledAmount, contested: true };
    const calibration = fitCalibration([
      ...samples(labelledAmount, 20, 0),
      ...samples(contested, 0, 4),
    ]);
    expect(calibratedConfidence(contested, calibration)).toBe(0.81);
  });

  it('falls back to the overall share for evidence the fit never saw', () => {
    const calibration = fitCalibration(samples(labelledAmount, 10, 10));
    expect(calibratedConfidence({ ...labelledAmount, origin: 'cell' }, calibration)).toBe(0.5);
  });
});
