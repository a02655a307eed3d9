/**
 * The text-number keys migration on a database whose number field still holds the text values
 * it had as a text field, keyed absent as the old valueKey keyed them: it marks the field for
 * re-keying, and the field then sorts and filters by the numbers the texts read as.
 */
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordPage } from '@docsift/core/record';
import { valueKey } from '@docsift/core/value-key';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { addParsedUpload } from '../../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../../test/test-server.ts';
import { up } from './202611262300_text_number_keys.ts';

describe.each(dialects)('the text-number keys migration on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('re-keys a number field whose values are numbers written as text', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [{ key: 'field_qty', caption: 'Quantity', type: 'string' }],
    });
    const rows = [{ field_qty: '2' }, { field_qty: '10' }, { field_qty: null }, { field_qty: '1' }];
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const fields = [{ ...doctype.fields[0]!, type: 'number' }];
    expect((await client.patch(`/api/doctypes/${doctype.id}`, { fields })).status).toBe(200);
    // As before this migration: the text values keyed absent, and no mark left.
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    await sql`UPDATE record_values SET key_number = -1e308, key_text = ''
      WHERE doctype_id = ${doctype.id}`.execute(db);
    await sql`DELETE FROM field_rekeys WHERE doctype_id = ${doctype.id}`.execute(db);

    await db.transaction().execute((trx) => up(trx));

    const { rows: marks } = await sql<{ field_key: string }>`
      SELECT field_key FROM field_rekeys WHERE doctype_id = ${doctype.id}`.execute(db);
    expect(marks.map((mark) => mark.field_key)).toEqual(['field_qty']);
    const values = async (query: string) =>
      (
        await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?${query}`)
      ).body.records.map((r) => r.data.field_qty ?? null);
    expect(await values('sort=field_qty:asc')).toEqual([null, '1', '2', '10']);
    expect(await values('sort=field_qty:desc')).toEqual(['10', '2', '1', null]);
    expect(await values('filter=field_qty:==:2')).toEqual(['2']);
    expect(await values('filter=field_qty:>:1.5&sort=field_qty:asc')).toEqual(['2', '10']);
  });

  it('keys a value as valueKey does, whichever database computes it', async () => {
    const big = '1'.repeat(300);
    const numbers: FieldValue[] = ['2', '2.50', '-3.25', big, `${big}1`, `0.${'0'.repeat(299)}1`];
    const notNumbers: FieldValue[] = [' 2', '2 pcs', '1e5', '', 7, true, null];
    const booleans: FieldValue[] = ['true', 'false', 'yes', false, true, null];
    const values = [
      ...[...numbers, ...notNumbers].map((value) => ['number', value] as const),
      ...booleans.map((value) => ['boolean', value] as const),
    ];
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    for (const [type, value] of values) {
      const json = JSON.stringify(value);
      const cast = dialect === 'postgres' ? sql`${json}::json` : sql`${json}`;
      const { rows } = await sql<{ key: number }>`
        SELECT docsift_key_number(${type}, ${cast}) AS key`.execute(db);
      expect(Number(rows[0]!.key), `${type} ${json}`).toBe(valueKey(type, value).number);
    }
  });
});
