import { describe, expect, it } from 'vitest';
import { repairOcrAddress, repairOcrText } from './ocr-word-repair.ts';

describe('repairOcrText', () => {
  it('drops underscores read at the edge of a word, and keeps those inside one', () => {
    expect(repairOcrText('BOOK TA _.K (TAMAN DAYA)')).toBe('BOOK TA .K (TAMAN DAYA)');
    expect(repairOcrText('Lot 7_ Jalan')).toBe('Lot 7 Jalan');
    expect(repairOcrText('ali_baba trading')).toBe('ali_baba trading');
    expect(repairOcrText('____')).toBe('____');
  });

  it('reads a digit before lower-case letters as the capital it resembles', () => {
    expect(repairOcrText('Floor T2,5ky Avenue')).toBe('Floor T2,Sky Avenue');
    expect(repairOcrText('0cean 8ay 1sland')).toBe('Ocean Bay Island');
  });

  it('reads the letter O among the digits of a figure as a zero, and leaves words with an O', () => {
    expect(repairOcrText('52oo0 KL')).toBe('52000 KL');
    expect(repairOcrText('475OO SUBANG JAYA, 403oo Shah Alam')).toBe(
      '47500 SUBANG JAYA, 40300 Shah Alam',
    );
    for (const text of ['NO 2', 'LOT 1O', 'OO7 Agency', 'Room 2O', 'Block 5-O-2', 'SOHO 10'])
      expect(repairOcrText(text)).toBe(text);
  });

  it('keeps ordinals, codes and words whose digit is not at their start', () => {
    for (const text of [
      '5th Floor',
      '1st Avenue',
      'Lot 50',
      'U5/BM',
      'SS15/4B',
      'Suite 5b',
      'a5kg',
    ])
      expect(repairOcrText(text)).toBe(text);
  });
});

describe('repairOcrText, the digit one', () => {
  it('reads a one among lower-case letters, or ending a lower-case word, as the letter l', () => {
    expect(repairOcrText('No.2, Ja1an Temenggung, Peta1ing Jaya')).toBe(
      'No.2, Jalan Temenggung, Petaling Jaya',
    );
    expect(repairOcrText('Leve1 6, Bangunan TH')).toBe('Level 6, Bangunan TH');
  });

  it('keeps a one in codes, figures and after capitals', () => {
    for (const text of ['SS21/39', 'Uptown1A', 'U1/G', 'LOT 1851-A', 'a1', 'Block B1'])
      expect(repairOcrText(text)).toBe(text);
  });
});

describe('repairOcrText, the digit zero', () => {
  it('reads a zero between capitals as the letter O', () => {
    expect(repairOcrText('L0T 3, KING’S CONFECTI0NERY')).toBe('LOT 3, KING’S CONFECTIONERY');
  });

  it('keeps a zero in figures and codes', () => {
    for (const text of ['B1100', 'GK101', 'A-09-10', 'No. 20-A1', '40300 SHAH ALAM'])
      expect(repairOcrText(text)).toBe(text);
  });
});

describe('repairOcrAddress', () => {
  it('reads a period after a house number or postcode, before the next word, as a comma', () => {
    expect(repairOcrAddress('No.2, Jalan Temenggung 19/9, Seksyen 9. Bandar Mahkota')).toBe(
      'No.2, Jalan Temenggung 19/9, Seksyen 9, Bandar Mahkota',
    );
    expect(repairOcrAddress('No 7. Simpang Off Batu Village')).toBe(
      'No 7, Simpang Off Batu Village',
    );
  });

  it('keeps periods after letters, inside figures and at the end', () => {
    for (const text of [
      'No. 1, Taman Sri',
      'Lot P.T. 2811, Jalan',
      'Batu 5.51200 Kuala',
      '43800 DENGKIL.',
    ])
      expect(repairOcrAddress(text)).toBe(text);
  });
});
