/** Readable factories for document tests: doctypes, multipart uploads, roles, pipeline results. */
import { randomBytes } from 'node:crypto';
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { CreateDoctypeBody, Doctype } from '@docsift/core/doctype';
import type { Role } from '@docsift/core/roles';
import type { NewRecord } from '@docsift/core/record';
import { createDocumentServices } from '../src/roles/document-services.ts';
import { wireUploadProgress } from '../src/roles/pipeline.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { createSettingsRepository } from '../src/settings/settings.repository.ts';
import type { HttpClient, HttpResponse } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export async function setRole(server: TestServer, userId: string, role: Role): Promise<void> {
  await createSettingsRepository(server.database.db).update(userId, { role }, Date.now());
}

export async function createDoctype(
  client: HttpClient,
  overrides: Partial<CreateDoctypeBody> = {},
): Promise<Doctype> {
  const res = await client.post<Doctype>('/api/doctypes', {
    title: 'Invoices',
    mode: 'one:single',
    prompt: 'Invoices from suppliers',
    fields: [
      { caption: 'Invoice number', type: 'string' },
      { caption: 'Total', type: 'number' },
    ],
    ...overrides,
  });
  if (res.status !== 201)
    throw new Error(`create doctype failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface FilePart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** POSTs multipart/form-data the way a browser does: fields and files in the given order. */
export async function postForm<T = unknown>(
  client: HttpClient,
  urlPath: string,
  parts: ({ field: string; value: string } | ({ field: string } & FilePart))[],
): Promise<HttpResponse<T>> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else
      form.append(
        part.field,
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.name,
      );
  }
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${client.baseUrl}${urlPath}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('application/json');
  return {
    status: res.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: res.headers,
  };
}

export type RawPart = { field: string; value: string } | { field: string; file: FilePart };

/**
 * A multipart body byte for byte in the order given, for requests FormData cannot express;
 * `isEnded: false` leaves it open after the last part's bytes, as a client cut off mid-file.
 */
export function multipartBody(
  parts: RawPart[],
  { isEnded = true } = {},
): { contentType: string; body: Buffer } {
  const boundary = `----docsift${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part, i) => [
    Buffer.from(
      `${i > 0 ? '\r\n' : ''}--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        ('file' in part
          ? `; filename="${part.file.name}"\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`
          : '\r\n\r\n'),
    ),
    'file' in part ? part.file.bytes : Buffer.from(part.value),
  ]);
  if (isEnded) chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat(chunks),
  };
}

export function uploadFiles<T = unknown>(
  client: HttpClient,
  target: string,
  files: FilePart[],
): Promise<HttpResponse<T>> {
  return postForm<T>(client, '/api/uploads', [
    { field: 'target', value: target },
    ...files.map((f) => ({ field: 'file', ...f })),
  ]);
}

/** Records as a parse gives them when its extractor knows no sources or confidence. */
export function valuesOnly(...rows: NewRecord['data'][]): NewRecord[] {
  return rows.map((data) => ({ data, sources: {}, confidence: {} }));
}

/**
 * The pipeline's view of the test server's data (same database and files, or the `storage`
 * given; its own event bus).
 */
export function pipelineOf(server: TestServer, storage?: Storage) {
  return wireUploadProgress(
    server.database,
    createDocumentServices({
      config: server.config,
      logger: createLogger('silent'),
      database: server.database,
      storage: storage ?? server.storage,
    }),
  );
}

export function filesDir(server: TestServer): string {
  return path.join(server.dataDir, 'files');
}

/** The files under the server's storage that this process holds open (Linux: /proc/self/fd). */
export async function openStorageFiles(server: TestServer): Promise<string[]> {
  const root = filesDir(server) + path.sep;
  const targets = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) =>
      // A descriptor may close between the listing and the read.
      readlink(path.join('/proc/self/fd', fd)).catch(() => ''),
    ),
  );
  return targets.filter((target) => target.startsWith(root));
}
