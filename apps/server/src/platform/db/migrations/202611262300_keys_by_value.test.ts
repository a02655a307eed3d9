/**
 * The keys-by-value migration: both databases key values as core's valueKey and naturalKey
 * (numbers and booleans written as text by what they read as, plain numbers in text by
 * value), and a field whose keys were written the old way is marked for re-keying and
 * meanwhile sorts and filters by the new keys.
 */
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordPage } from '@docsift/core/record';
import { naturalKey } from '@docsift/core/text-key';
import { valueKey } from '@docsift/core/value-key';
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/accounts.ts';
import type { HttpClient } from '../../../../test/http-client.ts';
import { createDoctype } from '../../../../test/documents.ts';
import { addParsedUpload } from '../../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../../test/test-server.ts';
import { up } from './202611262300_keys_by_value.ts';

describe.each(dialects)('the keys-by-value migration on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /**
   * Leaves the doctype's keys as `stale` writes them (as before this migration) and no mark,
   * runs the migration, and answers the fields it marked and a reader of the field's values.
   */
  async function migrated(
    client: HttpClient,
    doctypeId: string,
    field: string,
    stale: RawBuilder<unknown>,
  ) {
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    await sql`UPDATE record_values SET ${stale} WHERE doctype_id = ${doctypeId}`.execute(db);
    await sql`DELETE FROM field_rekeys WHERE doctype_id = ${doctypeId}`.execute(db);
    await db.transaction().execute((trx) => up(trx));
    const { rows: marks } = await sql<{ field_key: string }>`
      SELECT field_key FROM field_rekeys WHERE doctype_id = ${doctypeId}`.execute(db);
    const values = async (query: string) =>
      (
        await client.get<RecordPage>(`/api/doctypes/${doctypeId}/records?${query}`)
      ).body.records.map((r) => r.data[field] ?? null);
    return { marked: marks.map((mark) => mark.field_key), values };
  }

  it('re-keys a number field whose values are numbers written as text', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [{ key: 'field_qty', caption: 'Quantity', type: 'string' }],
    });
    const rows = [{ field_qty: '2' }, { field_qty: '10' }, { field_qty: null }, { field_qty: '1' }];
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const fields = [{ ...doctype.fields[0]!, type: 'number' }];
    expect((await client.patch(`/api/doctypes/${doctype.id}`, { fields })).status).toBe(200);
    // As before this migration: the text values keyed absent.
    const { marked, values } = await migrated(
      client,
      doctype.id,
      'field_qty',
      sql`key_number = -1e308, key_text = ''`,
    );
    expect(marked).toEqual(['field_qty']);
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

  it('keys text as naturalKey does, whichever database computes it', async () => {
    const texts = [
      ...[
        '2.5',
        '2.50',
        '-2.55',
        '-0',
        '-0.000',
        '007',
        '-007.10',
        '0.0',
        '12345678901234567890123',
      ],
      ...['Item 2', 'v1.10', ' 2.5', '2.5 kg', '-', '-x', '1.', '.5', '--1', 'Müller 07', ''],
    ];
    const db = suite.server.database.db as unknown as Kysely<unknown>;
    for (const text of texts) {
      const { rows } = await sql<{ key: string }>`
        SELECT docsift_natural_key(${text}) AS key`.execute(db);
      expect(rows[0]!.key, JSON.stringify(text)).toBe(naturalKey(text));
    }
  });

  it('re-keys a text field whose numbers were keyed by their digit runs', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [{ key: 'field_rate', caption: 'Rate', type: 'string' }],
    });
    const rates = ['2.5', '-3', '10', '2.25', '-5'];
    const rows = rates.map((rate) => ({ field_rate: rate }));
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    // Keys as the old digit-run keys began.
    const { marked, values } = await migrated(
      client,
      doctype.id,
      'field_rate',
      sql`key_text = '-' || key_text`,
    );
    expect(marked).toEqual(['field_rate']);
    expect(await values('sort=field_rate:asc')).toEqual(['-5', '-3', '2.25', '2.5', '10']);
    expect(await values('filter=field_rate:==:2.50')).toEqual(['2.5']);
    expect(await values('filter=field_rate:<:0&sort=field_rate:desc')).toEqual(['-3', '-5']);
  });
});
