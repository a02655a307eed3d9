import { PassThrough, pipeline, Readable } from 'node:stream';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import archiver from 'archiver';
import type { ExportColumn, ExportColumnType } from './export-columns.ts';
import { xlsxPackageParts } from './xlsx-package.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Deflate level 1: an export of 100,000 rows spends most of its time compressing; this halves it. */
const ZLIB_LEVEL = 1;
/** Bytes gathered before a chunk is handed on: a write per row would cost more than the XML. */
const CHUNK_CHARS = 64 * 1024;
/** Day 0 of spreadsheet dates (the 1900 date system, as Excel counts it past February 1900). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The cellXfs index of xlsx-package.ts's yyyy-mm-dd style. */
const DATE_STYLE = 1;
/** Characters XML 1.0 cannot carry at all: dropped rather than corrupting the file. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_SPECIAL = /[<>&]/g;
const xmlEntities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => xmlEntities[c]!);
}

/** A text cell, inline (no shared-strings table to keep in memory). */
function textCell(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/**
 * A typed cell: numbers and booleans stay themselves, an ISO date in a date field becomes a
 * date (a day serial with the yyyy-mm-dd style), a timestamp its ISO 8601 text; absent values
 * leave the cell out.
 */
function cell(ref: string, value: FieldValue | undefined, type: ExportColumnType): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && type === 'timestamp')
    return textCell(ref, new Date(value).toISOString());
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const date = type === 'date' ? ISO_DATE.exec(value) : null;
  if (!date) return textCell(ref, value);
  const serial =
    (Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) - SERIAL_EPOCH) / DAY_MS;
  return `<c r="${ref}" s="${DATE_STYLE}"><v>${serial}</v></c>`;
}

/** A, B, …, Z, AA, AB, …: the spreadsheet's name of a 0-based column. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Characters a column of each type usually needs; a text column takes its caption's room. */
const typeWidths: Record<ExportColumnType, number> = {
  string: 24,
  number: 12,
  date: 12,
  boolean: 8,
  timestamp: 26,
};

/**
 * Column widths in characters, from the caption and the field type: the sheet streams, so the
 * rows are not measured before the columns are written.
 */
function colsXml(columns: readonly ExportColumn[]): string {
  const widths = columns.map((c) =>
    Math.min(60, Math.max(c.header.length + 2, typeWidths[c.type])),
  );
  return `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`;
}

/** The header row stays in view while scrolling. */
const frozenHeader =
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';

async function* sheetXml(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): AsyncGenerator<string> {
  const names = columns.map((_, i) => columnName(i));
  let chunk =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    frozenHeader +
    colsXml(columns) +
    '<sheetData>' +
    `<row r="1">${columns.map((c, i) => textCell(`${names[i]}1`, c.header)).join('')}</row>`;
  let row = 1;
  for await (const data of records) {
    row += 1;
    chunk += `<row r="${row}">${columns.map((c, i) => cell(`${names[i]}${row}`, data[c.key], c.type)).join('')}</row>`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  // The filter buttons on the header row, over every row written.
  const filter = columns.length > 0 ? `<autoFilter ref="A1:${names.at(-1)}${row}"/>` : '';
  yield `${chunk}</sheetData>${filter}</worksheet>`;
}

/**
 * An xlsx workbook with one sheet: a header row of captions (frozen, with filter buttons), one
 * typed row per record. The
 * sheet's XML is written here rather than by exceljs, whose per-cell objects cost most of an
 * export's time; archiver zips it as it streams.
 */
export function xlsxExport(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): Readable {
  const sheet = Readable.from(sheetXml(records, columns), { objectMode: false });
  const zip = archiver('zip', { zlib: { level: ZLIB_LEVEL } });
  for (const [name, content] of xlsxPackageParts) zip.append(content, { name });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  void zip.finalize().catch(() => {});
  const output = new PassThrough();
  // A failure or a reader gone destroys the output; destroying the sheet closes the records.
  pipeline(zip, output, () => sheet.destroy());
  return output;
}
