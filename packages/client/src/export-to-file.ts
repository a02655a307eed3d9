/**
 * A doctype's records as a file: `POST /api/doctypes/{id}/exports` streams it, and it is written
 * as it arrives (an export of many records never sits in memory whole).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { DocsiftClient } from './client.ts';
import { apiErrorOf } from './client.ts';
import type { operations } from './api-schema.ts';

/** `format` (csv, json, xlsx) and the view: `upload`, `filters`, `sort`, `q`, `review`, … */
export type ExportRequest =
  operations['exportRecords']['requestBody']['content']['application/json'];

/** The export's bytes as the server sends them. */
export async function exportRecords(
  client: DocsiftClient,
  doctype: string,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const { data, error, response } = await client.POST('/api/doctypes/{id}/exports', {
    params: { path: { id: doctype } },
    body: request,
    parseAs: 'stream',
    ...(signal && { signal }),
  });
  if (!response.ok || !data) throw apiErrorOf(response.status, error);
  return data;
}

/** Writes the export to `file`; a failed export leaves no partial file behind. */
export async function exportToFile(
  client: DocsiftClient,
  doctype: string,
  request: ExportRequest,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  const body = await exportRecords(client, doctype, request, signal);
  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      createWriteStream(file),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
