import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import type { Field } from '@docsift/core/doctype';
import { createOfflineExtractor } from '../engines/offline/offline-extractor.ts';
import type { ExtractionDoctype } from '../extractor.ts';
import { loadDocument } from './load-document.ts';
import type { LoadOptions } from './load-options.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

function doctype(mode: ExtractionDoctype['mode'], captions: [string, Field['type']][]) {
  return {
    title: 'Orders',
    mode,
    prompt: '',
    fields: captions.map(([caption, type], index) => ({
      key: `field_${index + 1}`,
      caption,
      description: '',
      type,
    })),
  } satisfies ExtractionDoctype;
}

async function codeOf(input: Uint8Array, options?: LoadOptions): Promise<string | undefined> {
  try {
    await loadDocument(input, options);
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('loadDocument on CSV', () => {
  it('reads a semicolon CSV with a BOM as one sheet page whose table is its rows', async () => {
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8('Artikel;Menge;Preis\r\n"Schraube; groß";2;"1.000,50"\r\n\r\nMutter;10;0,25\r\n'),
    ]);
    const { pages } = await loadDocument(csv);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ number: 1, source: 'sheet' });
    expect(pages[0]!.tables).toEqual([
      [
        ['Artikel', 'Menge', 'Preis'],
        ['Schraube; groß', '2', '1.000,50'],
        ['Mutter', '10', '0,25'],
      ],
    ]);
    expect(pages[0]!.text.split('\n')[1]).toBe('Schraube; groß | 2 | 1.000,50');
  });

  it('reads text that is not UTF-8 as Windows-1252', async () => {
    const csv = Buffer.from('Name,Stadt\nMüller,Köln\n', 'latin1');
    const { pages } = await loadDocument(csv);
    expect(pages[0]!.tables![0]![1]).toEqual(['Müller', 'Köln']);
  });

  it('gives records in multi mode, columns mapped to fields by caption in any order', async () => {
    const csv = utf8(
      'Date\tCustomer\tAmount\tNote\n2024-03-01\tAcme GmbH\t1234.50\tfirst\n2024-03-02\t"Beta, Inc."\t99\t\n',
    );
    const { records } = await createOfflineExtractor().extract({
      ocr: await loadDocument(csv),
      doctype: doctype('multi', [
        ['Customer', 'string'],
        ['Amount', 'number'],
        ['Date', 'date'],
      ]),
    });
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'Acme GmbH', field_2: 1234.5, field_3: '2024-03-01' },
      { field_1: 'Beta, Inc.', field_2: 99, field_3: '2024-03-02' },
    ]);
  });

  it('gives the extractor its text in one:single mode', async () => {
    const csv = utf8('Invoice number,Total\nINV-7,12.00\n');
    const { records } = await createOfflineExtractor().extract({
      ocr: await loadDocument(csv),
      doctype: doctype('one:single', [['Invoice number', 'string']]),
    });
    expect(records).toHaveLength(1);
    expect(records[0]!.values.field_1).toBe('INV-7');
  });

  it('refuses a CSV spanning more cells than the limit with file/too-many-cells', async () => {
    const csv = utf8(`a,b,c\n${'1,2,3\n'.repeat(100)}`);
    expect(await codeOf(csv, { limits: { maxCells: 200 } })).toBe('file/too-many-cells');
    // A ragged row counts at the widest row's width for every row.
    const ragged = utf8(`a,b\n${'1,2\n'.repeat(30)}${'x,'.repeat(20)}x\n`);
    expect(await codeOf(ragged, { limits: { maxCells: 200 } })).toBe('file/too-many-cells');
    expect(await codeOf(ragged, { limits: { maxCells: 1000 } })).toBeUndefined();
  });

  it('refuses a CSV of more rows under its heading than the row limit with file/too-many-rows', async () => {
    const csv = (rows: number) =>
      utf8(`SKU,Qty\n${Array.from({ length: rows }, (_, i) => `S-${i},${i}`).join('\n')}\n`);
    // Empty lines are no rows; the heading row is not counted.
    expect(await codeOf(utf8(`a,b\n1,2\n\n\n3,4\n`), { limits: { maxSheetRows: 2 } })).toBe(
      undefined,
    );
    expect(await codeOf(csv(3), { limits: { maxSheetRows: 2 } })).toBe('file/too-many-rows');
    // The default: one more row than a parse may make records.
    expect(await codeOf(csv(10_000))).toBeUndefined();
    expect(await codeOf(csv(10_001))).toBe('file/too-many-rows');
  });

  it('reads 10,000 rows into 10,000 records within seconds', async () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, index) => `SKU-${index},"Item ${index}, blue",${index + 1},${(index * 1.5).toFixed(2)}`,
    );
    const csv = utf8(`SKU,Description,Quantity,Price\n${lines.join('\n')}\n`);
    const started = performance.now();
    const ocr = await loadDocument(csv);
    const loadMs = performance.now() - started;
    const { records } = await createOfflineExtractor().extract({
      ocr,
      doctype: doctype('multi', [
        ['SKU', 'string'],
        ['Price', 'number'],
      ]),
    });
    expect(records).toHaveLength(10_000);
    expect(records[9_999]!.values).toEqual({ field_1: 'SKU-9999', field_2: 14998.5 });
    // A bound on a shared 2-core machine, not a benchmark: it takes well under a second alone.
    expect(loadMs).toBeLessThan(5_000);
  });
});
