/**
 * The field-key index stays in step with the records on both databases: after a parse, a
 * re-parse, edits, deletes and (once the rekey job has run) changes of the doctype's fields,
 * record_values holds exactly one row per live record and field, keyed as core's value-key.ts
 * keys the record's value.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord, NewRecord, RecordPage } from '@docsift/core/record';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registerUser } from '../../../test/accounts.ts';
import { createDoctype, pipelineOf, valuesOnly } from '../../../test/documents.ts';
import { addParsedUpload } from '../../../test/records.ts';
import { dialects, serverPerSuite } from '../../../test/test-server.ts';
import type { HttpClient } from '../../../test/http-client.ts';
import { rekeyDepsOf, rekeyMarked } from '../../../test/records.ts';
import { createFieldRekeys } from './field-rekeys.ts';
import { keyFromScratch, REVIEW_KEY, valueRows } from './record-values.ts';
import { rekeyMarkedFields } from '../rekey-fields-job.ts';

const fields = [
  { key: 'field_name', caption: 'Name', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
  { key: 'field_date', caption: 'Date', type: 'date' as const },
];

const rows: NewRecord['data'][] = [
  { field_name: 'Item 10', field_total: 10, field_date: '2024-01-05' },
  { field_name: 'Müller', field_total: null, field_date: 'soon' },
  { field_name: 42, field_total: '7' },
  {},
];

describe.each(dialects)('the field-key index on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** What record_values holds for the doctype, and what it should hold for its live records. */
  async function indexOf(doctype: Pick<Doctype, 'id'>) {
    const { db } = suite.server.database;
    const { fields: stored } = await db
      .selectFrom('doctypes')
      .select('fields')
      .where('id', '=', doctype.id)
      .executeTakeFirstOrThrow();
    const records = await db
      .selectFrom('records')
      .selectAll()
      .where('doctype_id', '=', doctype.id)
      .where('deleted', '=', 0)
      .execute();
    const order = (a: { record_id: string; field_key: string }, b: typeof a) =>
      `${a.record_id} ${a.field_key}`.localeCompare(`${b.record_id} ${b.field_key}`);
    const expected = records
      .flatMap((record) =>
        valueRows(JSON.parse(stored) as Doctype['fields'], {
          ...record,
          data: JSON.parse(record.data) as DocRecord['data'],
        }),
      )
      .sort(order);
    const actual = await db
      .selectFrom('record_values')
      .selectAll()
      .where('doctype_id', '=', doctype.id)
      .execute();
    return { actual: actual.sort(order), expected };
  }

  /** `rowCount`: the fields' rows; each live record also has its review state's. */
  async function expectInStep(doctype: Pick<Doctype, 'id'>, rowCount: number) {
    const { actual, expected } = await indexOf(doctype);
    expect(actual).toEqual(expected);
    expect(actual.filter((row) => row.field_key !== REVIEW_KEY)).toHaveLength(rowCount);
  }

  it('keys every value a parse writes, and a re-parse replaces them', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    const uploadId = await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    await expectInStep(doctype, rows.length * fields.length);
    const { actual } = await indexOf(doctype);
    expect(
      actual.filter((row) => row.field_key === 'field_total').map((row) => row.key_number),
    ).toEqual(expect.arrayContaining([10, -1e308, -1e308, -1e308]));

    await pipelineOf(suite.server).completeParse(uploadId, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_name: 'only one' }),
    });
    await expectInStep(doctype, fields.length);
  });

  it('follows edits and deletes', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const url = (record: DocRecord) => `/api/doctypes/${doctype.id}/records/${record.id}`;

    const edited = await client.patch(url(records[0]!), {
      data: { field_name: 'Item 2', field_total: 3.5 },
    });
    expect(edited.status).toBe(200);
    await expectInStep(doctype, rows.length * fields.length);
    const { actual } = await indexOf(doctype);
    expect(actual.filter((row) => row.record_id === records[0]!.id)).toContainEqual(
      expect.objectContaining({ field_key: 'field_total', key_number: 3.5 }),
    );

    expect((await client.delete(url(records[1]!))).status).toBe(204);
    await expectInStep(doctype, (rows.length - 1) * fields.length);
  });

  /** Keys of the doctype's fields marked for the rekey job. */
  async function marked(doctype: Pick<Doctype, 'id'>): Promise<string[]> {
    const marks = await createFieldRekeys(suite.server.database.db).of(doctype.id);
    return marks.map((mark) => mark.fieldKey);
  }

  async function changeFields(client: HttpClient, doctype: Doctype, next: unknown[]) {
    const changed = await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, { fields: next });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    return changed.body;
  }

  it('marks fields of another type, added or removed in the PATCH; the job re-keys them', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const before = await indexOf(doctype);
    const changed = await changeFields(client, doctype, [
      { ...doctype.fields[0]!, type: 'number' },
      doctype.fields[1]!,
      { caption: 'Paid', type: 'boolean' },
    ]);
    const paid = changed.fields[2]!.key;
    expect(await marked(doctype)).toEqual(['field_date', 'field_name', paid].sort());
    // The request re-keyed nothing: the rows are still those of the fields before.
    expect((await indexOf(doctype)).actual).toEqual(before.actual);

    await rekeyMarked(suite.server, doctype.id);
    await expectInStep(doctype, rows.length * 3);
    expect(await marked(doctype)).toEqual([]);
    const { actual } = await indexOf(doctype);
    expect(actual.some((row) => row.field_key === 'field_date')).toBe(false);
    expect(
      actual.find((row) => row.field_key === 'field_name' && row.key_number === 42),
    ).toBeDefined();
  });

  it('passes again over a field changed during a pass', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    await changeFields(client, doctype, [{ ...fields[0], type: 'number' }, fields[1], fields[2]]);
    const pass = rekeyMarkedFields(rekeyDepsOf(suite.server, 1), doctype.id);
    await pass.next();
    // One record is keyed as a number now; the field turns into a date before the rest are.
    await changeFields(client, doctype, [{ ...fields[0], type: 'date' }, fields[1], fields[2]]);
    for await (const _batch of pass);
    await expectInStep(doctype, rows.length * fields.length);
    expect(await marked(doctype)).toEqual([]);
  });

  it('keeps the keys of records parsed, edited and deleted during a pass', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    await changeFields(client, doctype, [{ ...fields[0], type: 'number' }, fields[1]]);
    const pass = rekeyMarkedFields(rekeyDepsOf(suite.server, 2), doctype.id);
    await pass.next();
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_name: 7, field_date: '2024-02-01' },
      { field_name: 'eight' },
    ]);
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const url = (record: DocRecord) => `/api/doctypes/${doctype.id}/records/${record.id}`;
    // The newest records come first: these are two of the first upload's, keyed or not yet.
    const [edited, deleted] = records.slice(-2);
    expect((await client.patch(url(edited!), { data: { field_name: 12 } })).status).toBe(200);
    expect((await client.delete(url(deleted!))).status).toBe(204);
    for await (const _batch of pass);
    await expectInStep(doctype, (rows.length + 1) * 2);
    const { actual } = await indexOf(doctype);
    expect(actual).toContainEqual(
      expect.objectContaining({ record_id: edited!.id, field_key: 'field_name', key_number: 12 }),
    );
  });

  it('fills the index from existing records, as the migration does', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const { db } = suite.server.database;
    const orderIndex = () =>
      (suite.server.database.dialect === 'sqlite'
        ? sql<{ definition: string }>`SELECT sql AS definition FROM sqlite_master
            WHERE name = 'record_values_order_idx'`
        : sql<{ definition: string }>`SELECT indexdef AS definition FROM pg_indexes
            WHERE indexname = 'record_values_order_idx'`
      )
        .execute(db)
        .then((result) => result.rows);
    const before = await orderIndex();
    await db.deleteFrom('record_values').where('doctype_id', '=', doctype.id).execute();
    await keyFromScratch(db, [doctype]);
    await expectInStep(doctype, rows.length * fields.length);
    expect(await orderIndex()).toEqual(before);
    expect(before).toHaveLength(1);
  });
});
