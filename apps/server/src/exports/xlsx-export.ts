import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './export-columns.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Deflate level 1: an export of 100,000 rows spends most of its time compressing; this halves it. */
const ZLIB_LEVEL = 1;

/**
 * Cell styles shared by every row: exceljs remembers a style object it has seen, while the
 * per-cell copies it makes from column styles cost a lookup by XML text each.
 */
const dateStyle: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const plainStyle: Partial<ExcelJS.Style> = {};

/** A typed cell: numbers and booleans stay themselves, an ISO date becomes a date (UTC midnight). */
function xlsxCell(
  value: FieldValue | undefined,
  type: FieldType,
): string | number | boolean | Date | null {
  if (value === undefined) return null;
  const date = type === 'date' && typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return date ? new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))) : value;
}

/** Resolves once the stream takes writes again, or is gone. */
async function writable(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

async function writeWorkbook(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
  output: PassThrough,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    zip: { zlib: { level: ZLIB_LEVEL } },
  });
  const sheet = workbook.addWorksheet('Records');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key }));
  const styles = columns.map((c) => (c.type === 'date' ? dateStyle : plainStyle));
  for await (const data of records) {
    // Leaving the loop closes the records' iterator, so a gone client stops the reading too.
    if (output.destroyed) return;
    const row = sheet.addRow(columns.map((c) => xlsxCell(data[c.key], c.type)));
    styles.forEach((style, i) => (row.getCell(i + 1).style = style));
    row.commit();
    // exceljs does not wait for a slow reader: waiting here keeps memory flat.
    await writable(output);
  }
  sheet.commit();
  await workbook.commit();
}

/** An xlsx workbook with one sheet: a header row of captions, one typed row per record. */
export function xlsxExport(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): Readable {
  const output = new PassThrough();
  writeWorkbook(records, columns, output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
