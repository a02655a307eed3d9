import { AppError } from '@docsift/core/errors';

export type CsvDelimiter = ',' | ';' | '\t';

/** How much of a file the delimiter is judged on: the sniffer's window. */
export const CSV_SAMPLE_BYTES = 64 * 1024;
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** Rows of the sample that must have the header's width for a delimiter to be the one. */
const CONSISTENT_SHARE = 0.8;

/**
 * RFC 4180 rows: a quoted field may hold the delimiter, line breaks and "" for a quote; CRLF, LF
 * or CR end a row. Tolerant as spreadsheet programs are: a quote inside an unquoted field is
 * kept, and an unclosed quote runs to the end. Past `maxCells` cells it throws
 * 'file/too-many-cells', before the rows of a huge file are all held.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, maxCells = Infinity): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cells = 0;
  let position = 0;
  const endRow = (): void => {
    rows.push(row);
    row = [];
  };
  while (position < text.length) {
    let field: string;
    if (text[position] === '"') {
      ({ field, position } = quotedField(text, position + 1, delimiter));
    } else {
      let end = position;
      while (end < text.length && !isFieldEnd(text.charCodeAt(end), delimiter)) end += 1;
      field = text.slice(position, end);
      position = end;
    }
    row.push(field);
    cells += 1;
    if (cells > maxCells) throw new AppError('file/too-many-cells');
    const next = text[position];
    position += 1;
    if (next === '\r' && text[position] === '\n') position += 1;
    if (next !== delimiter) endRow();
    else if (position === text.length) row.push('');
  }
  if (row.length) endRow();
  return rows;
}

/** The field after an opening quote, up to its closing quote and whatever follows it before the next delimiter. */
function quotedField(
  text: string,
  start: number,
  delimiter: CsvDelimiter,
): { field: string; position: number } {
  let field = '';
  let position = start;
  for (;;) {
    const quote = text.indexOf('"', position);
    if (quote === -1) return { field: field + text.slice(position), position: text.length };
    field += text.slice(position, quote);
    if (text[quote + 1] === '"') {
      field += '"';
      position = quote + 2;
      continue;
    }
    position = quote + 1;
    break;
  }
  // Text between a closing quote and the delimiter ("a"b) is kept, as spreadsheet programs do.
  let end = position;
  while (end < text.length && !isFieldEnd(text.charCodeAt(end), delimiter)) end += 1;
  return { field: field + text.slice(position, end), position: end };
}

function isFieldEnd(code: number, delimiter: CsvDelimiter): boolean {
  return code === 10 || code === 13 || code === delimiter.charCodeAt(0);
}

/**
 * The delimiter among , ; and tab that splits the sample's rows into the header's width most
 * consistently, the header having at least two cells and a row under it; undefined when none
 * does (not a CSV: a line of prose with a comma is not a table).
 * The sample's last row is left out when it may have been cut.
 */
export function csvDelimiter(sample: string, isComplete: boolean): CsvDelimiter | undefined {
  let best: { delimiter: CsvDelimiter; share: number; width: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const parsed = parseCsv(sample, delimiter).filter((row) => row.some((cell) => cell !== ''));
    const rows = !isComplete && parsed.length > 1 ? parsed.slice(0, -1) : parsed;
    const width = rows[0]?.length ?? 0;
    if (width < 2 || rows.length < 2) continue;
    const share = rows.filter((row) => row.length === width).length / rows.length;
    if (share < CONSISTENT_SHARE) continue;
    if (!best || share > best.share || (share === best.share && width > best.width))
      best = { delimiter, share, width };
  }
  return best?.delimiter;
}
