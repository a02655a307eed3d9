/**
 * The bounded-text-keys migration: keys written whole before it are cut to MAX_KEY_LENGTH, and
 * a field being re-keyed computes the same cut keys on either database.
 */
import { MAX_KEY_LENGTH } from '@docsift/core/text-key';
import { valueKey } from '@docsift/core/value-key';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { addParsedUpload } from '../../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../../test/test-server.ts';
import { up } from './202611272300_bounded_text_keys.ts';

describe.each(dialects)('the bounded-text-keys migration on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('cuts a text key written whole to its first MAX_KEY_LENGTH code points', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [{ key: 'field_note', caption: 'Note', type: 'string' }],
    });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [{ field_note: 'x' }]);
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    // As before the migration; compressible text, which PostgreSQL's index then took.
    const whole = 'ü'.repeat(MAX_KEY_LENGTH * 3);
    const noteKey = sql`doctype_id = ${doctype.id} AND field_key = 'field_note'`;
    await sql`UPDATE record_values SET key_text = ${whole} WHERE ${noteKey}`.execute(db);
    await db.transaction().execute((trx) => up(trx));
    const { rows } = await sql<{ key_text: string }>`
      SELECT key_text FROM record_values WHERE ${noteKey}`.execute(db);
    expect(rows.map((row) => row.key_text)).toEqual(['ü'.repeat(MAX_KEY_LENGTH)]);
  });

  it('keys a long text or date value as valueKey does, whichever database computes it', async () => {
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    const long = `Item 7 ${'\u{1F600}Ä'.repeat(MAX_KEY_LENGTH)}`;
    for (const type of ['string', 'date'] as const) {
      const json = JSON.stringify(long);
      const cast = dialect === 'postgres' ? sql`${json}::json` : sql`${json}`;
      const { rows } = await sql<{ key: string }>`
        SELECT docsift_key_text(${type}, ${cast}) AS key`.execute(db);
      expect(rows[0]!.key, type).toBe(valueKey(type, long).text);
    }
  });
});
