import { pipeline, Readable } from 'node:stream';
import type { DocRecord } from '@docsift/core/record';
import type { FieldValue } from '@docsift/core/field-value';
import { stringify } from 'csv-stringify';
import type { ExportColumn } from './export-columns.ts';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, which Excel hides. */
function csvCell(value: FieldValue | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

async function* csvRows(
  records: AsyncIterable<DocRecord>,
  columns: readonly ExportColumn[],
): AsyncGenerator<(string | number)[]> {
  for await (const record of records) yield columns.map((c) => csvCell(record.data[c.key]));
}

/** UTF-8 with a BOM so Excel reads umlauts right; a header row of captions, one row per record. */
export function csvExport(
  records: AsyncIterable<DocRecord>,
  columns: readonly ExportColumn[],
): Readable {
  const output = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
  // A failure or a closed output destroys both ends; the consumer sees it on the output.
  pipeline(Readable.from(csvRows(records, columns)), output, () => {});
  return output;
}
