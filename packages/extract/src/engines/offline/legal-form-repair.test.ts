import { describe, expect, it } from 'vitest';
import { isLegalFormWord, repairLegalForm } from './legal-form-repair.ts';

describe('repairLegalForm', () => {
  it('reads look-alike digits in a legal form as the letters printed', () => {
    expect(repairLegalForm('BOOK TA K (TAMAN DAYA) SDN 8HD')).toBe(
      'BOOK TA K (TAMAN DAYA) SDN BHD',
    );
    expect(repairLegalForm('99 SPEED MART 5/8')).toBe('99 SPEED MART S/B');
  });

  it('repairs one misread letter of a long form, keeping the case and punctuation read', () => {
    expect(repairLegalForm('DIGI TELECOMMUNICATIONS SDN EHD')).toBe(
      'DIGI TELECOMMUNICATIONS SDN BHD',
    );
    expect(repairLegalForm('MR D.I.Y. (M) SON BHD')).toBe('MR D.I.Y. (M) SDN BHD');
    expect(repairLegalForm('Guardian Health And Beauty Stn Bhd')).toBe(
      'Guardian Health And Beauty Sdn Bhd',
    );
    expect(repairLegalForm('ENW CENTRE (M) SON. BHD.')).toBe('ENW CENTRE (M) SDN. BHD.');
  });

  it('leaves words that only resemble a short form, two misreads, and a form alone', () => {
    expect(repairLegalForm('SMITH & SON')).toBe('SMITH & SON');
    expect(repairLegalForm('BLUE INK')).toBe('BLUE INK');
    expect(repairLegalForm('ACME SON EHD')).toBe('ACME SON EHD');
    expect(repairLegalForm('8HD')).toBe('8HD');
  });

  it('tells the words of a legal form, misread or not, from the words of a name', () => {
    expect(['BHD.', '8HD', 'SON', 'Sdn', 'S/B', 'Ltd.'].map(isLegalFormWord)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['SMITH', 'HARDWARE', 'BUDI', 'INK'].map(isLegalFormWord)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
