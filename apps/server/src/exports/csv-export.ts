import { Readable } from 'node:stream';
import type { DocRecord } from '@docsift/core/record';
import type { FieldValue } from '@docsift/core/field-value';
import type { ExportColumn } from './export-columns.ts';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with one of these is quoted (RFC 4180), its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;
/** Bytes gathered before a chunk is handed on: a write per row would cost more than the text. */
const CHUNK_CHARS = 64 * 1024;
const BOM = '\ufeff';
/** RFC 4180 ends every row with CRLF; a line break inside a quoted value stays as the user wrote it. */
const EOL = '\r\n';

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe, which Excel hides: a
 * value's and a caption's alike, as both are the user's text.
 */
function csvCell(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

async function* csvChunks(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): AsyncGenerator<string> {
  let chunk = `${BOM}${columns.map((c) => csvCell(c.header)).join(',')}${EOL}`;
  for await (const data of records) {
    chunk += `${columns.map((c) => csvCell(data[c.key])).join(',')}${EOL}`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * UTF-8 with a BOM so Excel reads umlauts right; a header row of captions, one row per record.
 * Written by hand rather than by a CSV library: per row, the library cost more than the scan.
 */
export function csvExport(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): Readable {
  return Readable.from(csvChunks(records, columns), { objectMode: false });
}
