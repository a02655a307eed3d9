/** Pages through a doctype's records: `GET /api/doctypes/{id}/records`, following each `cursor`. */
import type { DocsiftClient } from './client.ts';
import { dataOf } from './client.ts';
import type { operations } from './api-schema.ts';

/** The view: `upload`, `q`, `filter` (`field_…:op:value`, several), `sort`, `review`, `limit`. */
export type RecordsQuery = Omit<
  NonNullable<operations['listRecords']['parameters']['query']>,
  'cursor'
>;
export type RecordsPage = Awaited<ReturnType<typeof recordsPage>>;
export type ApiRecord = RecordsPage['records'][number];

/** Each page of the view in turn, until the last; stop early by breaking out of the loop. */
export async function* pageRecords(
  client: DocsiftClient,
  doctype: string,
  query: RecordsQuery = {},
  signal?: AbortSignal,
): AsyncGenerator<RecordsPage, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await recordsPage(
      client,
      doctype,
      { ...query, ...(cursor && { cursor }) },
      signal,
    );
    yield page;
    cursor = page.cursor ?? undefined;
  } while (cursor);
}

async function recordsPage(
  client: DocsiftClient,
  doctype: string,
  query: RecordsQuery & { cursor?: string },
  signal: AbortSignal | undefined,
) {
  return dataOf(
    await client.GET('/api/doctypes/{id}/records', {
      params: { path: { id: doctype }, query },
      ...(signal && { signal }),
    }),
  );
}
