import { describe, expect, it } from 'vitest';
import type { OcrDocument } from '@docsift/core/ocr';
import { layoutDocument } from './document-layout.ts';
import { firstDate } from './document-fallbacks.ts';
import { testPage } from './test-pages.ts';

function dateOf(lines: readonly string[], source: 'ocr' | 'text-layer' = 'ocr'): unknown {
  const ocr: OcrDocument = { pages: [{ ...testPage(lines), source }] };
  return firstDate(layoutDocument(ocr), {}, 0.3)?.value ?? null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

describe('the first date as OCR read it most often', () => {
  it('takes the reading printed more often where the first differs from it in one digit', () => {
    for (let day = 10; day <= 28; day += 3) {
      // OCR changes one digit: 7 read as 1, 8 as 3.
      const misread = day % 10 === 9 ? day - 1 : day + 1;
      const lines = [
        'CAR PARK OFFICE',
        `${pad(misread)}/06/18 10:08`,
        'Pay parking ticket    1.50',
        `${pad(day)}/06/18 09:49 - ${pad(day)}/06/18 10:08`,
      ];
      expect(dateOf(lines), `${day}`).toBe(`2018-06-${pad(day)}`);
      // A text layer prints what was meant: its first date stands.
      expect(dateOf(lines, 'text-layer')).toBe(`2018-06-${pad(misread)}`);
    }
  });

  it('keeps the first date against a single other reading or a date far from it', () => {
    expect(dateOf(['SHOP', '21/06/18 10:08', 'Paid 27/06/18'])).toBe('2018-06-21');
    expect(dateOf(['SHOP', '21/06/18', 'Valid until 30/09/18 and 30/09/18'])).toBe('2018-06-21');
  });
});
