import { describe, expect, it } from 'vitest';
import { cellInput } from './cell-value.ts';
import {
  inputText,
  readCellInput,
  readNumberText,
  readWrittenValue,
  writtenNumberText,
  writtenValue,
} from './written-value.ts';

const number = (text: string, language: string) => readWrittenValue('number', text, language);
const date = (text: string, language: string) => readWrittenValue('date', text, language);

describe('written values', () => {
  it('reads a number with the decimal mark and grouping of the language', () => {
    expect(number('12,5', 'de')).toBe('12.5');
    expect(number('1.234,5', 'de')).toBe('1234.5');
    expect(number('1.234', 'de')).toBe('1234');
    expect(number('1.234.567', 'de')).toBe('1234567');
    expect(number('12.5', 'en')).toBe('12.5');
    expect(number('1,234.5', 'en')).toBe('1234.5');
    expect(number('1,234', 'en')).toBe('1234');
    expect(number('1234,5', 'de')).toBe('1234.5');
    for (const language of ['de', 'en']) {
      expect(number('12', language)).toBe('12');
      expect(number(' -0 ', language)).toBe('-0');
      expect(number('007', language)).toBe('007');
    }
    expect(number('-1.234,05', 'de')).toBe('-1234.05');
    expect(number('-12.5', 'en')).toBe('-12.5');
  });

  it("refuses a number written with the other language's marks, or not a number", () => {
    // A point followed by other than three digits is no German grouping, nor a comma an English one.
    expect(number('12.5', 'de')).toBeNull();
    expect(number('12,5', 'en')).toBeNull();
    expect(number('1,234.5', 'de')).toBeNull();
    expect(number('1.234,5', 'en')).toBeNull();
    expect(number('12.34.5', 'de')).toBeNull();
    expect(number('1234.567,8', 'de')).toBeNull();
    for (const garbage of ['abc', '12 €', '1e5', '--1', '12,', ',5', '- 1', '0x10'])
      for (const language of ['de', 'en']) expect(number(garbage, language), garbage).toBeNull();
  });

  it('reads a date as the language shows it, or as an ISO date', () => {
    for (const written of ['31.01.2024', '31.1.2024', ' 31.01.2024 ', '2024-01-31'])
      expect(date(written, 'de'), written).toBe('2024-01-31');
    expect(date('31. Jan. 2024', 'de')).toBe('2024-01-31');
    expect(date('3. März 2024', 'de')).toBe('2024-03-03');
    for (const written of ['Jan 31, 2024', 'jan 31 2024', 'January 31, 2024', '1/31/2024'])
      expect(date(written, 'en'), written).toBe('2024-01-31');
    expect(date('2024-01-31', 'en')).toBe('2024-01-31');
    expect(date('2/29/2024', 'en')).toBe('2024-02-29');
  });

  it('refuses what is no day of the calendar in the order of the language', () => {
    // Day and month in the other language's order.
    expect(date('1/31/2024', 'de')).toBeNull();
    expect(date('31.01.2024', 'en')).toBeNull();
    for (const garbage of [
      '31.02.2024',
      '2023-02-29',
      '2024-13-01',
      '31.01.24',
      '31.01.',
      '31.01.2024 12:00',
      'Jen 31, 2024',
      'gestern',
      '2024/01/31',
    ])
      for (const language of ['de', 'en']) expect(date(garbage, language), garbage).toBeNull();
  });

  it('keeps an empty box empty and text as typed', () => {
    for (const type of ['number', 'date', 'boolean'] as const)
      expect(readWrittenValue(type, '  ', 'de')).toBe('');
    expect(readWrittenValue('string', ' 12,5 ', 'de')).toBe(' 12,5 ');
    expect(readWrittenValue('boolean', 'True', 'de')).toBe('true');
    expect(readWrittenValue('boolean', 'ja', 'de')).toBeNull();
  });

  it('writes a canonical value as the language does, which reads back', () => {
    const cases = [
      ['number', '1234.5', { de: '1234,5', en: '1234.5' }],
      ['number', '-0.25', { de: '-0,25', en: '-0.25' }],
      ['date', '2024-01-31', { de: '31.01.2024', en: 'Jan 31, 2024' }],
      ['boolean', 'true', { de: 'true', en: 'true' }],
    ] as const;
    for (const [type, value, written] of cases)
      for (const language of ['de', 'en'] as const) {
        expect(writtenValue(type, value, language)).toBe(written[language]);
        expect(readWrittenValue(type, written[language], language)).toBe(value);
      }
    // What does not read as the type (a value from before the field's type changed) stays.
    expect(writtenValue('number', 'n/a', 'de')).toBe('n/a');
    expect(writtenValue('date', '31/01', 'de')).toBe('31/01');
    expect(writtenValue('number', '', 'de')).toBe('');
  });

  it("saves an editor's input as a value of the field's type, read in the language", () => {
    expect(readCellInput('number', '1.234,5', 'de')).toBe(1234.5);
    expect(readCellInput('number', '1,234.5', 'en')).toBe(1234.5);
    expect(readCellInput('number', '12,5', 'de')).toBe(12.5);
    expect(readCellInput('date', '31.01.2024', 'de')).toBe('2024-01-31');
    expect(readCellInput('date', 'Jan 31, 2024', 'en')).toBe('2024-01-31');
    expect(readCellInput('boolean', 'true', 'de')).toBe(true);
    expect(readCellInput('boolean', 'false', 'de')).toBe(false);
    expect(readCellInput('string', ' Acme ', 'de')).toBe(' Acme ');
    // What the editor starts with reads back as the value.
    expect(readCellInput('number', cellInput(12345.5, 'de'), 'de')).toBe(12345.5);
    expect(readCellInput('date', writtenValue('date', '2024-01-31', 'en'), 'en')).toBe(
      '2024-01-31',
    );
  });

  it('keeps an unreadable input unsaved, and clears the value when it is emptied', () => {
    // Once a comma became a point whatever the language: "1.234,5" was no number, "12,5" 12.5.
    expect(readCellInput('number', '1.234,5', 'en')).toBeUndefined();
    expect(readCellInput('number', '12,5', 'en')).toBeUndefined();
    expect(readCellInput('number', '12 pcs', 'de')).toBeUndefined();
    expect(readCellInput('date', '31.02.2024', 'de')).toBeUndefined();
    expect(readCellInput('date', 'gestern', 'de')).toBeUndefined();
    for (const type of ['string', 'number', 'date', 'boolean'] as const)
      expect(readCellInput(type, '  ', 'de'), type).toBeNull();
  });

  it('puts a value in an editor as the language writes it, which reads back to the value', () => {
    const values = [
      ['date', '2024-01-31', '31.01.2024'],
      ['number', 1234.5, '1234,5'],
      ['string', 'RE-1,5', 'RE-1,5'],
      ['boolean', true, 'true'],
      ['number', null, ''],
    ] as const;
    for (const [type, value, shown] of values) {
      expect(inputText(type, value, 'de'), type).toBe(shown);
      expect(readCellInput(type, inputText(type, value, 'de'), 'de'), type).toBe(value);
    }
  });

  it('reads text to look for among numbers as they are kept, and writes it back', () => {
    expect(readNumberText('1.234,5', 'de')).toBe('1234.5');
    expect(readNumberText('4,5', 'de')).toBe('4.5');
    expect(readNumberText('1,234.5', 'en')).toBe('1234.5');
    expect(writtenNumberText('4.5', 'de')).toBe('4,5');
    expect(writtenNumberText('4.5', 'en')).toBe('4.5');
  });
});
