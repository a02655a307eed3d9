import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { csvDelimiter, parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('splits rows on CRLF, LF and CR and keeps empty cells', () => {
    expect(parseCsv('a,b\r\n1,\n,2\r3,4', ',')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
      ['3', '4'],
    ]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('"Name";"Note"\n"Acme; Ltd";"said ""hi""\nthen left"\n', ';')).toEqual([
      ['Name', 'Note'],
      ['Acme; Ltd', 'said "hi"\nthen left'],
    ]);
  });

  it('ends a row with a trailing delimiter in an empty cell', () => {
    expect(parseCsv('a\tb\t\n1\t2\t', '\t')).toEqual([
      ['a', 'b', ''],
      ['1', '2', ''],
    ]);
  });

  it('keeps a stray quote and runs an unclosed quote to the end, as spreadsheet programs do', () => {
    expect(parseCsv('5" pipe,x\n"open,y', ',')).toEqual([['5" pipe', 'x'], ['open,y']]);
  });

  it('stops with file/too-many-cells past the limit', () => {
    const run = () => parseCsv('a,b,c\n1,2,3\n', ',', 5);
    expect(run).toThrow(AppError);
    expect(run).toThrow(expect.objectContaining({ code: 'file/too-many-cells' }) as Error);
  });
});

describe('csvDelimiter', () => {
  it.each([
    [',', 'Item,Quantity,Price\nWidget,2,"1,000.00"\n'],
    [';', 'Artikel;Menge;Preis\nSchraube;2;1.000,00\n'],
    ['\t', 'Item\tQuantity\tPrice\nWidget, blue\t2\t100\n'],
  ])('finds %j', (delimiter, sample) => {
    expect(csvDelimiter(sample, true)).toBe(delimiter);
  });

  it('finds none in prose, a single column or a lone header', () => {
    expect(csvDelimiter('Dear Sir, thank you.\nWe will, of course, reply soon.\n', true)).toBe(
      undefined,
    );
    expect(csvDelimiter('one\ntwo\nthree\n', true)).toBe(undefined);
    expect(csvDelimiter('a,b,c\n', true)).toBe(undefined);
  });

  it('leaves out a cut last row when the sample is not the whole file', () => {
    const sample = 'a,b,c\n1,2,3\n4,5';
    expect(csvDelimiter(sample, false)).toBe(',');
  });
});
