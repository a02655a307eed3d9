/**
 * Records for tests and the query benchmark: an upload whose parse produced the given records,
 * as the pipeline commits them, and the records query on its own (page and total apart).
 */
import type { Doctype } from '@docsift/core/doctype';
import type { RecordQuery } from '@docsift/core/record';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type { RawBuilder } from 'kysely';
import { CompiledQuery } from 'kysely';
import { unitOfWork } from '../src/platform/db/unit-of-work.ts';
import { countExactly } from '../src/records/record-count.ts';
import { createFieldRekeys } from '../src/records/repository/field-rekeys.ts';
import { createRecordQuery } from '../src/records/repository/record-query.ts';
import { keyFromScratch } from '../src/records/repository/record-values.ts';
import type { FieldRekeyDeps } from '../src/records/rekey-fields-job.ts';
import { rekeyMarkedFields } from '../src/records/rekey-fields-job.ts';
import { createRecordsRepository } from '../src/records/repository/records.repository.ts';
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

/** Fills the field-key index for records written by SQL (the benchmark's seed), as the migration does. */
export async function indexRecords(server: TestServer, doctype: Doctype): Promise<void> {
  await keyFromScratch(server.database.db, [doctype]);
}

/** What the rekey job runs on, against the server's database; small batches show interleaving. */
export function rekeyDepsOf(server: TestServer, batchSize?: number): FieldRekeyDeps {
  const { db, dialect } = server.database;
  return {
    marks: createFieldRekeys(db),
    inTransaction: unitOfWork(db, (trx) => ({ records: createRecordsRepository(trx, dialect) })),
    ...(batchSize !== undefined && { batchSize }),
  };
}

/** Runs the doctype's rekey job to its end, as the worker does. */
export async function rekeyMarked(server: TestServer, doctypeId: string): Promise<void> {
  for await (const _batch of rekeyMarkedFields(rekeyDepsOf(server), doctypeId));
}

/** The plan the database chooses for `query`, as text (PostgreSQL: EXPLAIN ANALYZE). */
export async function planOf(server: TestServer, query: RawBuilder<unknown>): Promise<string> {
  const { db, dialect } = server.database;
  const compiled = query.compile(db);
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN (ANALYZE, COSTS OFF)';
  const { rows } = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n');
}

/** The records query of the server's database, without HTTP or the doctype lookup. */
export function recordQueryOf(server: TestServer, doctype: Doctype) {
  const query = createRecordQuery(server.database.db, server.database.dialect);
  const viewOf = (request: RecordQuery) => query.view(doctype, request);
  return {
    /** The search strategy and the plans of the page and of the total, as text. */
    plans: async (request: RecordQuery) => {
      const view = await viewOf(request);
      return [
        `search: ${view.search}`,
        await planOf(server, query.pageQuery(view, request.limit ?? 100)),
        await planOf(server, query.totalQuery(view)),
      ];
    },
    page: async (request: RecordQuery) => query.page(await viewOf(request), request.limit ?? 100),
    total: async (request: RecordQuery) => query.total(await viewOf(request)),
    /** What GET …/records/count answers: exact up to the cap, window by window. */
    count: async (request: RecordQuery) =>
      countExactly(query, await viewOf(request), new AbortController().signal),
  };
}
