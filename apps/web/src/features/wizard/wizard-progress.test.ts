import { describe, expect, it } from 'vitest';
import { sampleScan, workingProgress } from './wizard-progress.ts';

describe('sampleScan', () => {
  it('is ready once an OCR result exists, even when the later parse failed', () => {
    expect(sampleScan({ file: { source: 's', ocr: 'o' }, error: null })).toBe('ready');
    expect(
      sampleScan({
        file: { source: 's', ocr: 'o' },
        error: { code: 'doctype/no-fields', message: '' },
      }),
    ).toBe('ready');
  });

  it('waits without OCR and fails on an error before OCR', () => {
    expect(sampleScan({ file: { source: 's', ocr: null }, error: null })).toBe('pending');
    expect(
      sampleScan({ file: { source: 's', ocr: null }, error: { code: 'scan/failed', message: '' } }),
    ).toBe('failed');
  });
});

describe('workingProgress', () => {
  it('rises through the phases and clamps the upload share', () => {
    expect(workingProgress('uploading', 0)).toBe(0);
    expect(workingProgress('uploading', 0.5)).toBe(25);
    expect(workingProgress('uploading', 3)).toBe(50);
    expect(workingProgress('scanning', 1)).toBeGreaterThan(50);
    expect(workingProgress('suggesting', 1)).toBeGreaterThan(workingProgress('scanning', 1));
  });
});
