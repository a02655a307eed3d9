/** Records for tests: an upload whose parse produced the given records, as the pipeline commits them. */
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type { NewRecord } from '../src/records/records.repository.ts';
import { pipelineOf, uploadFiles, valuesOnly } from './documents.ts';
import type { HttpClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

/** `records` are values only, as from an extractor that knows no sources; returns the upload's id. */
export async function addParsedUpload(
  server: TestServer,
  client: HttpClient,
  doctype: Doctype,
  pdf: Buffer,
  records: NewRecord['data'][],
): Promise<string> {
  const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
    { name: 'records.pdf', bytes: pdf },
  ]);
  const upload = created.body.uploads[0]!;
  const pipeline = pipelineOf(server);
  await pipeline.saveOcr(upload.id, { pages: [] });
  await pipeline.completeParse(upload.id, {
    doctypeHash: doctype.hash,
    records: valuesOnly(...records),
  });
  return upload.id;
}
