/** Uploads the pipeline tests send one by one, and waiting until the pipeline settled them. */
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { expect } from 'vitest';
import { uploadFiles } from './documents.ts';
import type { HttpClient } from './http-client.ts';

export async function uploadOne(
  client: HttpClient,
  target: Doctype,
  name: string,
  bytes: Uint8Array,
): Promise<Upload> {
  const res = await uploadFiles<CreateUploadsResponse>(client, target.id, [{ name, bytes }]);
  expect(res.status).toBe(201);
  return res.body.uploads[0]!;
}

/**
 * Polls the upload until the pipeline settled it (done, or an error kept). The deadline is the
 * first upload's on extraction processes, which start with it (22 s under load).
 */
export async function settledUpload(client: HttpClient, id: string): Promise<Upload> {
  let current: Upload | undefined;
  await expect
    .poll(
      async () => {
        current = (await client.get<Upload>(`/api/uploads/${id}`)).body;
        return current.state === 'done' || current.error != null;
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBe(true);
  return current!;
}
