import { Readable } from 'node:stream';
import type { CsvStyle, DocRecord } from '@docsift/core/record';
import type { FieldValue } from '@docsift/core/field-value';
import type { ExportColumn } from './export-columns.ts';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Bytes gathered before a chunk is handed on: a write per row would cost more than the text. */
const CHUNK_CHARS = 64 * 1024;
const BOM = '\ufeff';
/** RFC 4180 ends every row with CRLF; a line break inside a quoted value stays as the user wrote it. */
const EOL = '\r\n';

/** How cells are parted and numbers spelt. */
interface CsvDialect {
  delimiter: string;
  /** The decimal mark of numbers; never a thousands separator, which a reader would misread. */
  decimal: string;
  /** A cell with one of these is quoted (RFC 4180), its quotes doubled. */
  needsQuotes: RegExp;
}

/** German Excel splits a line at `;` and reads `1234,5` as a number: the system list separator there. */
const csvDialects: Record<CsvStyle, CsvDialect> = {
  standard: { delimiter: ',', decimal: '.', needsQuotes: /[",\r\n]/ },
  german: { delimiter: ';', decimal: ',', needsQuotes: /[";\r\n]/ },
};

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe, which Excel hides: a
 * value's and a caption's alike, as both are the user's text.
 */
function textCell(text: string, dialect: CsvDialect): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return dialect.needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell(
  value: FieldValue | undefined,
  type: ExportColumn['type'],
  dialect: CsvDialect,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textCell(value, dialect);
  if (typeof value === 'boolean') return String(value);
  if (type === 'timestamp') return new Date(value).toISOString();
  // A negative number is not text: it keeps its minus, which no spreadsheet runs as a formula.
  return String(value).replace('.', dialect.decimal);
}

async function* csvChunks(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
  dialect: CsvDialect,
): AsyncGenerator<string> {
  const { delimiter } = dialect;
  let chunk = `${BOM}${columns.map((c) => textCell(c.header, dialect)).join(delimiter)}${EOL}`;
  for await (const data of records) {
    chunk += `${columns.map((c) => csvCell(data[c.key], c.type, dialect)).join(delimiter)}${EOL}`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * UTF-8 with a BOM so Excel reads umlauts right; a header row of captions, one row per record,
 * cells parted and numbers spelt as `style` says.
 * Written by hand rather than by a CSV library: per row, the library cost more than the scan.
 */
export function csvExport(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
  style: CsvStyle = 'standard',
): Readable {
  return Readable.from(csvChunks(records, columns, csvDialects[style]), { objectMode: false });
}
