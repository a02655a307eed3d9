import { Readable } from 'node:stream';
import type { DocRecord } from '@docsift/core/record';
import type { ExportColumn } from './export-columns.ts';

/** Bytes gathered before a chunk is handed on: one write per record would cost more than the JSON. */
const CHUNK_CHARS = 64 * 1024;

async function* jsonChunks(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): AsyncGenerator<string> {
  let chunk = '[';
  let separator = '\n';
  for await (const data of records) {
    const row = Object.fromEntries(columns.map((c) => [c.header, data[c.key] ?? null]));
    chunk += separator + JSON.stringify(row);
    separator = ',\n';
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}\n]\n`;
}

/** A JSON array of objects keyed by caption, in field order, written as the records arrive. */
export function jsonExport(
  records: AsyncIterable<DocRecord['data']>,
  columns: readonly ExportColumn[],
): Readable {
  return Readable.from(jsonChunks(records, columns), { objectMode: false });
}
