/** Doctypes and uploads made over the API, as a program would, beside a page that watches them. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** POSTs one file to /api/uploads for `doctype` and returns the stored upload's id. */
export async function uploadFile(
  request: APIRequestContext,
  doctype: string,
  path: string,
): Promise<string> {
  const response = await request.post('/api/uploads', {
    multipart: {
      target: doctype,
      file: { name: basename(path), mimeType: 'application/pdf', buffer: await readFile(path) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uploads: { id: string }[] }).uploads[0]!.id;
}

/** Creates a doctype over the API and returns its id. */
export async function createDoctype(
  request: APIRequestContext,
  definition: { title: string; mode?: string; fields?: { caption: string; type: string }[] },
): Promise<string> {
  const response = await request.post('/api/doctypes', {
    data: { mode: 'one:single', ...definition },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
