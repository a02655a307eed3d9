import type { Readable } from 'node:stream';
import type { DocRecord, ExportBody, ExportFormat } from '@docsift/core/record';
import { csvExport } from './csv-export.ts';
import type { ExportColumn } from './export-columns.ts';
import { jsonExport } from './json-export.ts';
import { xlsxExport } from './xlsx-export.ts';

/** Turns records' values into a file's bytes as they arrive; destroying the stream stops the reading. */
export type ExportWriter = (
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
) => Readable;

export const exportWriters: Record<ExportFormat, ExportWriter> = {
  csv: csvExport,
  json: jsonExport,
  xlsx: xlsxExport,
};

/** The writer of a request's format; a csv's delimiter and decimal mark follow its `csvStyle`. */
export function exportWriter({ format, csvStyle }: Pick<ExportBody, 'format' | 'csvStyle'>) {
  if (format !== 'csv' || csvStyle === undefined) return exportWriters[format];
  const writer: ExportWriter = (records, columns) => csvExport(records, columns, csvStyle);
  return writer;
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
