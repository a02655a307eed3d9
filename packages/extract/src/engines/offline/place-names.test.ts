import { describe, expect, it } from 'vitest';
import { mendPlaceNames } from './place-names.ts';

describe('mendPlaceNames', () => {
  it('joins a gazetteer word OCR parted, in the case it was read in', () => {
    expect(mendPlaceNames('47400 PETAL ING JAYA')).toBe('47400 PETALING JAYA');
    expect(mendPlaceNames('40150 Shah Alam, Sel angor.')).toBe('40150 Shah Alam, Selangor.');
    expect(mendPlaceNames('56100 CHERAS, KUALA LUM PUR.')).toBe('56100 CHERAS, KUALA LUMPUR.');
  });

  it('reads a word one glyph off a gazetteer word as that word', () => {
    expect(mendPlaceNames('TAMAN BERKELEY, TANAN JAYA')).toBe('TAMAN BERKELEY, TAMAN JAYA');
    expect(mendPlaceNames('43300 SERI KEHBANGAN')).toBe('43300 SERI KEMBANGAN');
    expect(mendPlaceNames('Kawasan Perindustrlan Tampoi')).toBe('Kawasan Perindustrian Tampoi');
    expect(mendPlaceNames('Jalan lpoh Batu 5')).toBe('Jalan ipoh Batu 5');
  });

  it('keeps gazetteer words, short words and words near two of the list', () => {
    for (const text of [
      'TAMAN UTARA, TAMAN UTAMA',
      'Shah Alan',
      'No 7, Lot 3',
      'SS21/60 U5/BM',
      'JALAN AZLAN SHAH',
      'The Star ling Mall',
    ])
      expect(mendPlaceNames(text)).toBe(text);
  });
});
