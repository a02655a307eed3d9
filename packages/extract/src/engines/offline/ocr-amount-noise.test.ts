import { describe, expect, it } from 'vitest';
import { repairAmountText } from './ocr-amount-noise.ts';

describe('repairAmountText', () => {
  it('drops a currency glued to the digits and reads look-alike letters as digits', () => {
    expect(repairAmountText('RM1. 38')).toEqual({ text: '1.38', guessedDecimal: false });
    expect(repairAmountText('RMO. 08').text).toBe('0.08');
    expect(repairAmountText('1O.5O').text).toBe('10.50');
  });

  it('reads a gap before two digits as the decimal point, marked as a guess', () => {
    expect(repairAmountText('6 00')).toEqual({ text: '6.00', guessedDecimal: true });
    expect(repairAmountText('1 163,40')).toEqual({ text: '1 163,40', guessedDecimal: false });
  });

  it('drops a lone bracket but keeps a pair and leaves words alone', () => {
    expect(repairAmountText('30.9)').text).toBe('30.9');
    expect(repairAmountText('(12.00)').text).toBe('(12.00)');
    expect(repairAmountText('Old Town').text).toBe('Old Town');
  });
});
