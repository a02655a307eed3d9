import { describe, expect, it } from 'vitest';
import type { DoctypeMode } from '@docsift/core/doctype';
import { calibratedConfidence, fitCalibration, type CalibrationSample } from './calibration.ts';
import type { Evidence } from './confidence.ts';

const labelledAmount: Evidence = {
  origin: 'label',
  kind: 'amount',
  recognition: 1,
  strength: 'strong',
  contested: false,
};

function samples(
  evidence: Evidence,
  right: number,
  wrong: number,
  mode: DoctypeMode = 'one:single',
): CalibrationSample[] {
  return [
    ...Array.from({ length: right }, () => ({ evidence, mode, correct: true })),
    ...Array.from({ length: wrong }, () => ({ evidence, mode, correct: false })),
  ];
}

describe('confidence model', () => {
  it('gives a kind of finding about the share of right values it had', () => {
    const calibration = fitCalibration([
      ...samples(labelledAmount, 180, 20),
      ...samples({ ...labelledAmount, strength: 'weak' }, 100, 100),
    ]);
    expect(calibratedConfidence(labelledAmount, 'one:single', calibration)).toBeCloseTo(0.9, 1);
    expect(
      calibratedConfidence({ ...labelledAmount, strength: 'weak' }, 'one:single', calibration),
    ).toBeCloseTo(0.5, 1);
  });

  it('trusts words OCR doubted less, where such words were misread more often', () => {
    const scanned = { ...labelledAmount, recognition: 0.5 };
    const calibration = fitCalibration([
      ...samples(labelledAmount, 95, 5),
      ...samples(scanned, 50, 50),
    ]);
    expect(calibratedConfidence(scanned, 'one:single', calibration)).toBeLessThan(
      calibratedConfidence(labelledAmount, 'one:single', calibration) - 0.3,
    );
  });

  it('tells strong findings from weak ones in a mode the fit never saw', () => {
    const weak = { ...labelledAmount, strength: 'weak' as const };
    const calibration = fitCalibration([
      ...samples(labelledAmount, 95, 5),
      ...samples(weak, 50, 50),
    ]);
    expect(calibratedConfidence(labelledAmount, 'single', calibration)).toBeGreaterThan(
      calibratedConfidence(weak, 'single', calibration) + 0.2,
    );
  });

  it('claims neither certainty nor certain error, even for a finding that was always right or wrong', () => {
    const calibration = fitCalibration([
      ...samples(labelledAmount, 500, 0),
      ...samples({ ...labelledAmount, origin: 'meaning' }, 0, 500),
    ]);
    expect(calibratedConfidence(labelledAmount, 'one:single', calibration)).toBe(0.99);
    expect(
      calibratedConfidence({ ...labelledAmount, origin: 'meaning' }, 'one:single', calibration),
    ).toBe(0.01);
  });

  it('fits the same weights from the same values, in any order', () => {
    const values = [
      ...samples(labelledAmount, 30, 3),
      ...samples({ ...labelledAmount, contested: true }, 5, 5),
    ];
    expect(fitCalibration([...values].reverse())).toEqual(fitCalibration(values));
  });
});
