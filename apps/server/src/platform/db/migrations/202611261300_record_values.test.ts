/**
 * The record-values migration fills the field-key index with its own frozen copy of the
 * keying: run today, it writes the rows the live code (records/repository/record-values.ts) keeps for the
 * fields (a later migration adds the review state's own `$review` rows beside them).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { addParsedUpload } from '../../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../../test/test-server.ts';
import { down, up } from './202611261300_record_values.ts';

class RolledBack extends Error {}

describe.each(dialects)('the record-values migration on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('indexes the records that exist as the records repository does', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [
        { key: 'field_name', caption: 'Name', type: 'string' },
        { key: 'field_total', caption: 'Total', type: 'number' },
        { key: 'field_paid', caption: 'Paid', type: 'boolean' },
      ],
    });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_name: 'Müller 10', field_total: 12.5, field_paid: true },
      { field_name: 'Müller 9', field_total: null },
      { field_name: '-3', field_total: '7', field_paid: 'no' },
    ]);
    const rows = (db: Kysely<unknown>) =>
      sql<Record<string, unknown>>`SELECT record_id, doctype_id, field_key, key_number, key_text,
          created_at, upload_id, position FROM record_values
        WHERE doctype_id = ${doctype.id} AND field_key LIKE 'field%'
        ORDER BY record_id, field_key`
        .execute(db)
        .then((result) => result.rows);
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    const live = await rows(db);
    expect(live).toHaveLength(9);
    // Undone and run again in a transaction that is rolled back: the server's index stays.
    let migrated: Record<string, unknown>[] = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await down(trx);
        await up(trx);
        migrated = await rows(trx);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(migrated).toEqual(live);
    expect(await rows(db)).toEqual(live);
  });
});
