/**
 * The records search migration on a database that already holds records: taken down, records
 * added meanwhile, and up again, every record is found (SQLite fills the FTS5 table from the
 * records; PostgreSQL builds its index over them).
 */
import type { RecordPage } from '@docsift/core/record';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { addParsedUpload } from '../../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../../test/test-server.ts';
import { down, up } from './202611241600_records_search.ts';

describe.each(dialects)('the records search migration on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('indexes the records that exist when it runs', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields: [{ key: 'field_no', caption: 'No' }] });
    // Migrations are written against an untyped database.
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [{ field_no: 'before-1' }]);
    await db.transaction().execute((trx) => down(trx));
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [{ field_no: 'between-2' }]);
    await db.transaction().execute((trx) => up(trx));

    const search = async (q: string) =>
      (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?q=${q}`)).body.records
        .map((r) => r.data.field_no)
        .sort();
    expect(await search('before')).toEqual(['before-1']);
    expect(await search('between')).toEqual(['between-2']);
    expect(await search('-')).toEqual(['before-1', 'between-2']);
  });
});
