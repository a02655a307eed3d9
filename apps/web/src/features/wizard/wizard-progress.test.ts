import { describe, expect, it } from 'vitest';
import { sampleScan, scanFailureCode, workingProgress } from './wizard-progress.ts';

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

describe('scanFailureCode', () => {
  it("keeps the scan's cause, and names a cause outside the catalogue a failed scan", () => {
    const failed = (code: string) => ({ error: { code, message: '' } });
    expect(scanFailureCode(failed('file/encrypted'))).toBe('file/encrypted');
    expect(scanFailureCode(failed('file/too-many-pages'))).toBe('file/too-many-pages');
    expect(scanFailureCode(failed('disk/on-fire'))).toBe('scan/failed');
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
