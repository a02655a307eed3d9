import { describe, expect, it } from 'vitest';
import type { OcrWord } from '@docsift/core/ocr';
import { isUsableTextLayer } from './text-layer-quality.ts';

const words = (text: string): OcrWord[] =>
  text.split(' ').map((t, i) => ({ text: t, bbox: [i * 10, 0, i * 10 + 8, 10], conf: 1 }));

describe('isUsableTextLayer', () => {
  it('keeps a page of real text', () => {
    expect(isUsableTextLayer(words('Invoice number INV-1 Total 12.00 EUR'))).toBe(true);
  });

  it('sends empty and near-empty pages (scans with a page number) to OCR', () => {
    expect(isUsableTextLayer([])).toBe(false);
    expect(isUsableTextLayer(words('Page 1'))).toBe(false);
  });

  it('sends broken font encodings to OCR', () => {
    expect(
      isUsableTextLayer(words('\uFFFD\uFFFD\uFFFD \uE000\uE001\uE002 ab \uFFFD\uFFFD\uFFFD\uFFFD')),
    ).toBe(false);
  });
});
