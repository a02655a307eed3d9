import { buffer } from 'node:stream/consumers';
import type { Field } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../test/workbook.ts';
import { exportColumns } from './export-columns.ts';
import { exportWriter, exportWriters } from './export-writers.ts';

const fields: Field[] = [
  { key: 'field_name', caption: 'Name', description: '', type: 'string' },
  { key: 'field_total', caption: 'Total', description: '', type: 'number' },
  { key: 'field_due', caption: 'Due', description: '', type: 'date' },
  { key: 'field_paid', caption: 'Paid', description: '', type: 'boolean' },
  { key: 'field_note', caption: 'Name', description: '', type: 'string' },
];
const columns = exportColumns(fields);

const rows: DocRecord['data'][] = [
  {
    field_name: 'Müller & Söhne, "Köln"',
    field_total: 1234.5,
    field_due: '2024-02-29',
    field_paid: true,
    field_note: '=HYPERLINK("http://x")',
  },
  { field_name: 'Zoë', field_total: null, field_due: null, field_paid: false, field_note: 'a\nb' },
];

async function* listed(records: readonly DocRecord['data'][]): AsyncGenerator<DocRecord['data']> {
  yield* records;
}

/** Endless records that tell how many were read and whether the reader closed them. */
function endlessRecords() {
  const state = { read: 0, closed: false };
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  async function* generate(): AsyncGenerator<DocRecord['data']> {
    try {
      for (;;) yield { field_name: 'x'.repeat(200), field_total: state.read++ };
    } finally {
      state.closed = true;
      markClosed();
    }
  }
  return { state, closed, records: generate() };
}

describe('export columns', () => {
  it('keeps field order and tells repeated captions apart', () => {
    expect(columns.map((c) => c.header)).toEqual(['Name', 'Total', 'Due', 'Paid', 'Name (2)']);
  });
});

describe('csv export', () => {
  it('writes UTF-8 with a BOM, captions as headers, and defuses formulas', async () => {
    const bytes = await buffer(exportWriters.csv(listed(rows), columns));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(bytes, { bom: true })).toEqual([
      ['Name', 'Total', 'Due', 'Paid', 'Name (2)'],
      ['Müller & Söhne, "Köln"', '1234.5', '2024-02-29', 'true', `'=HYPERLINK("http://x")`],
      ['Zoë', '', '', 'false', 'a\nb'],
    ]);
    // RFC 4180: each row ends with CRLF, also the last; the quoted line break stays LF.
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.match(/\r\n/g)).toHaveLength(3);
    expect(text).toContain('"a\nb"\r\n');
  });

  it('defuses a caption written as a formula in the header row, as it does values', async () => {
    const captions = ["=cmd|' /C calc'!A0", '@SUM(A1)', '+1', '-1', 'Plain'];
    const formulaColumns = exportColumns(
      captions.map((caption, i) => ({
        key: `field_${i}`,
        caption,
        description: '',
        type: 'string',
      })),
    );
    const bytes = await buffer(exportWriters.csv(listed([]), formulaColumns));
    expect(parse(bytes, { bom: true })).toEqual([
      ["'=cmd|' /C calc'!A0", "'@SUM(A1)", "'+1", "'-1", 'Plain'],
    ]);
  });
});

describe('German csv export', () => {
  const german = exportWriter({ format: 'csv', csvStyle: 'german' });
  const textRows: DocRecord['data'][] = [
    { field_name: 'Meier; Sohn', field_total: -0.25, field_note: 'a, b' },
    { field_name: 'Groß', field_total: 1234567, field_paid: true },
  ];

  it('parts cells with semicolons and writes decimal commas, quoting what holds a semicolon', async () => {
    const bytes = await buffer(german(listed([...rows, ...textRows]), columns));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(bytes, { bom: true, delimiter: ';' })).toEqual([
      ['Name', 'Total', 'Due', 'Paid', 'Name (2)'],
      ['Müller & Söhne, "Köln"', '1234,5', '2024-02-29', 'true', `'=HYPERLINK("http://x")`],
      ['Zoë', '', '', 'false', 'a\nb'],
      ['Meier; Sohn', '-0,25', '', '', 'a, b'],
      ['Groß', '1234567', '', 'true', ''],
    ]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    // A comma is plain text here, no reason to quote; numbers are never quoted, so Excel sums them.
    expect(lines[1]).toBe(
      `"Müller & Söhne, ""Köln""";1234,5;2024-02-29;true;"'=HYPERLINK(""http://x"")"`,
    );
    expect(lines[2]).toBe('Zoë;;;false;"a\nb"');
    expect(lines[3]).toBe('"Meier; Sohn";-0,25;;;a, b');
    expect(lines).toEqual([
      'Name;Total;Due;Paid;Name (2)',
      lines[1],
      lines[2],
      lines[3],
      'Groß;1234567;;true;',
      '',
    ]);
  });

  it('is the standard csv unless asked for', async () => {
    const standard = exportWriter({ format: 'csv' });
    const bytes = await buffer(standard(listed(textRows), columns));
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Name,Total,Due,Paid,Name (2)',
      'Meier; Sohn,-0.25,,,"a, b"',
      'Groß,1234567,,true,',
      '',
    ]);
  });
});

describe('source columns', () => {
  const uploaded = Date.UTC(2026, 10, 28, 22, 31, 5, 120);
  const sourced = exportColumns(fields.slice(0, 2), { source: true });
  const record = {
    field_name: 'Zoë',
    field_total: 12.5,
    source_file: 'März; Rechnung.pdf',
    source_page: 3,
    uploaded_at: uploaded,
    review_state: 'needs_review',
  };

  it('follow the fields, and share the review state with the review columns', () => {
    expect(sourced.map((c) => c.header)).toEqual([
      'Name',
      'Total',
      'File name',
      'Page',
      'Uploaded at',
      'Review state',
    ]);
    const both = exportColumns(fields.slice(0, 1), { source: true, review: true });
    expect(both.map((c) => c.header)).toEqual([
      'Name',
      'File name',
      'Page',
      'Uploaded at',
      'Review state',
      'Reviewed by',
      'Reviewed at',
    ]);
  });

  it('write the upload time as ISO 8601 in csv and xlsx, as epoch ms in json', async () => {
    const iso = '2026-11-28T22:31:05.120Z';
    const german = exportWriter({ format: 'csv', csvStyle: 'german' });
    const csv = await buffer(german(listed([record]), sourced));
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([
      ['Name', 'Total', 'File name', 'Page', 'Uploaded at', 'Review state'],
      ['Zoë', '12,5', 'März; Rechnung.pdf', '3', iso, 'needs_review'],
    ]);

    const json = (await buffer(exportWriters.json(listed([record]), sourced))).toString('utf8');
    expect(JSON.parse(json)).toEqual([
      {
        Name: 'Zoë',
        Total: 12.5,
        'File name': 'März; Rechnung.pdf',
        Page: 3,
        'Uploaded at': uploaded,
        'Review state': 'needs_review',
      },
    ]);

    const xlsx = await buffer(exportWriters.xlsx(listed([record]), sourced));
    const sheet = (await readWorkbook(xlsx)).worksheets[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe('März; Rechnung.pdf');
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(4).value).toBe(3);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(5).value).toBe(iso);
    expect(row.getCell(6).value).toBe('needs_review');
    expect(sheet.getColumn(5).width).toBe(26);
  });
});

describe('json export', () => {
  it('writes an array of objects keyed by caption with typed values', async () => {
    const text = (await buffer(exportWriters.json(listed(rows), columns))).toString('utf8');
    expect(JSON.parse(text)).toEqual([
      {
        Name: 'Müller & Söhne, "Köln"',
        Total: 1234.5,
        Due: '2024-02-29',
        Paid: true,
        'Name (2)': '=HYPERLINK("http://x")',
      },
      { Name: 'Zoë', Total: null, Due: null, Paid: false, 'Name (2)': 'a\nb' },
    ]);
  });

  it('writes an empty array when nothing matches', async () => {
    const text = (await buffer(exportWriters.json(listed([]), columns))).toString('utf8');
    expect(JSON.parse(text)).toEqual([]);
  });
});

describe('xlsx export', () => {
  it('writes typed cells: numbers, dates and booleans as themselves', async () => {
    const workbook = await readWorkbook(await buffer(exportWriters.xlsx(listed(rows), columns)));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Total', 'Due', 'Paid', 'Name (2)']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Müller & Söhne, "Köln"');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(1234.5);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(3).value).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Boolean);
    expect(first.getCell(4).value).toBe(true);
    // A string cell is never a formula in xlsx, so it stays exactly as extracted.
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(5).value).toBe('=HYPERLINK("http://x")');
    const second = sheet.getRow(3);
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(second.getCell(4).value).toBe(false);
    expect(sheet.rowCount).toBe(3);
  });

  it('freezes the header row, filters every row and sizes the columns by caption and type', async () => {
    const workbook = await readWorkbook(await buffer(exportWriters.xlsx(listed(rows), columns)));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:E3');
    expect(sheet.columns.map((column) => column.width)).toEqual([24, 12, 12, 8, 24]);
  });
});

describe('xlsx text', () => {
  it('keeps markup characters and spaces, drops what XML cannot carry, names columns past Z', async () => {
    const wide = exportColumns(
      Array.from({ length: 28 }, (_, i) => ({
        key: `field_${i}`,
        caption: `C${i}`,
        description: '',
        type: 'string' as const,
      })),
    );
    const data = { field_0: ' <a & b> \u0001end ', field_27: 'last' };
    const workbook = await readWorkbook(await buffer(exportWriters.xlsx(listed([data]), wide)));
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe(' <a & b> end ');
    expect(workbook.worksheets[0]!.getRow(1).getCell(28).value).toBe('C27');
    expect(row.getCell(28).value).toBe('last');
  });
});

describe.each(['csv', 'json', 'xlsx'] as const)('a %s export whose reader goes away', (format) => {
  it('closes the records and reads no more', async () => {
    const { state, closed, records } = endlessRecords();
    const output = exportWriters[format](records, columns);
    // Read until the file is under way (an xlsx package starts with parts that are not records).
    for await (const _chunk of output) if (state.read > 0) break;
    expect(output.destroyed).toBe(true);
    await closed;
    expect(state.closed).toBe(true);
    const readWhenClosed = state.read;
    // The generator has returned: asking again yields nothing new.
    expect(await records.next()).toEqual({ done: true, value: undefined });
    expect(state.read).toBe(readWhenClosed);
  });
});
