/**
 * Records for tests and the query benchmark: an upload whose parse produced the given records,
 * as the pipeline commits them, and the records query on its own (page and total apart).
 */
import type { Doctype } from '@docsift/core/doctype';
import type { RecordQuery } from '@docsift/core/record';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { createRecordQuery } from '../src/records/record-query.ts';
import { compileView } from '../src/records/record-view.ts';
import type { NewRecord } from '@docsift/core/record';
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

/** The records query of the server's database, without HTTP or the doctype lookup. */
export function recordQueryOf(server: TestServer, doctype: Doctype) {
  const query = createRecordQuery(server.database.db, server.database.dialect);
  return {
    page: (request: RecordQuery) =>
      query.page(compileView(query.recordSql, doctype, request), request.limit ?? 100),
    total: (request: RecordQuery) => query.total(compileView(query.recordSql, doctype, request)),
  };
}
