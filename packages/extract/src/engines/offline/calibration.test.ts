import { describe, expect, it } from 'vitest';
import { calibratedConfidence, fitCalibration, type CalibrationSample } from './calibration.ts';
import type { Evidence } from './confidence.ts';

const labelledAmount: Evidence = {
  origin: 'label',
  kind: 'amount',
  recognition: 1,
  strength: 'strong',
  contested: false,
};

function samples(evidence: Evidence, right: number, wrong: number): CalibrationSample[] {
  return [
    ...Array.from({ length: right }, () => ({
      evidence,
      mode: 'one:single' as const,
      correct: true,
    })),
    ...Array.from({ length: wrong }, () => ({
      evidence,
      mode: 'one:single' as const,
      correct: false,
    })),
  ];
}

describe('confidence calibration', () => {
  it('gives evidence the smoothed share of right values its group had', () => {
    const calibration = fitCalibration(samples(labelledAmount, 18, 2));
    expect(calibratedConfidence(labelledAmount, 'one:single', calibration)).toBe(0.86);
  });

  it('does not trust a group with few values and uses the wider group around it', () => {
    const contested = { ...labelledAmount, contested: true };
    const calibration = fitCalibration([
      ...samples(labelledAmount, 20, 0),
      ...samples(contested, 0, 4),
    ]);
    expect(calibratedConfidence(contested, 'one:single', calibration)).toBe(0.81);
  });

  it('falls back to the overall share for evidence the fit never saw', () => {
    const calibration = fitCalibration(samples(labelledAmount, 10, 10));
    expect(calibratedConfidence({ ...labelledAmount, origin: 'cell' }, 'multi', calibration)).toBe(
      0.5,
    );
  });

  it('scales by how sure recognition was of the words, fitted on scans and text layers alike', () => {
    const scanned = { ...labelledAmount, recognition: 0.5 };
    // On scans half the values were read wrong, as recognition said: (27 + 1) / (18 + 9 + 2) found right.
    const calibration = fitCalibration([
      ...samples(labelledAmount, 18, 0),
      ...samples(scanned, 9, 9),
    ]);
    expect(calibratedConfidence(labelledAmount, 'one:single', calibration)).toBe(0.97);
    expect(calibratedConfidence(scanned, 'one:single', calibration)).toBe(0.49);
  });

  it('tells strong findings from weak ones in a mode the fit never saw', () => {
    const weak = { ...labelledAmount, strength: 'weak' as const };
    const calibration = fitCalibration([
      ...samples(labelledAmount, 20, 0),
      ...samples(weak, 10, 10),
    ]);
    expect(calibratedConfidence(labelledAmount, 'single', calibration)).toBe(0.95);
    expect(calibratedConfidence(weak, 'single', calibration)).toBe(0.5);
  });
});
