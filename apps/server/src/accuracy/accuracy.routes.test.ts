/**
 * A doctype's accuracy through the API, on both databases: records parsed with confidences as
 * the pipeline commits them, corrected through the edit route (PATCH), counted per field, per
 * confidence band and per day or week of extraction; a team member may read it.
 */
import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import type { Doctype } from '@docsift/core/doctype';
import type { NewRecord, RecordPage } from '@docsift/core/record';
import type { InviteResponse } from '@docsift/core/team';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const fields = [
  { key: 'field_no', caption: 'Invoice number' },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];

/** Five records; the fourth's total and the fifth's number carry no confidence. */
const parsed: NewRecord[] = [
  {
    data: { field_no: 'A-1', field_total: 10 },
    sources: {},
    confidence: { field_no: 0.3, field_total: 0.45 },
  },
  {
    data: { field_no: 'A-2', field_total: 20 },
    sources: {},
    confidence: { field_no: 0.6, field_total: 0.8 },
  },
  {
    data: { field_no: 'A-3', field_total: 30 },
    sources: {},
    confidence: { field_no: 0.95, field_total: 1 },
  },
  { data: { field_no: 'A-4', field_total: 40 }, sources: {}, confidence: { field_no: 0.75 } },
  { data: { field_no: null, field_total: 50 }, sources: {}, confidence: { field_total: 0.5 } },
];

describe.each(dialects)('accuracy on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  async function parsedUpload(client: HttpClient, doctype: Doctype, records: NewRecord[]) {
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoices.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    await pipeline.completeParse(upload.id, { doctypeHash: doctype.hash, records });
    const page = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?upload=${upload.id}`,
    );
    return { upload: upload.id, records: page.body.records };
  }

  async function edit(client: HttpClient, doctype: Doctype, recordId: string, data: object) {
    const res = await client.patch(`/api/doctypes/${doctype.id}/records/${recordId}`, { data });
    expect(res.status).toBe(200);
  }

  async function accuracyOf(client: HttpClient, doctype: Doctype) {
    const res = await client.get<DoctypeAccuracy>(`/api/doctypes/${doctype.id}/accuracy`);
    expect(res.status).toBe(200);
    return res.body;
  }

  const band = (from: number, to: number, values: number, corrected: number) => ({
    from,
    to,
    values,
    corrected,
  });

  it('counts corrected values per field and confidence band; a value set back is not corrected', async () => {
    const author = await registerUser(suite.server.url);
    const doctype = await createDoctype(author.client, { fields });
    const empty = await accuracyOf(author.client, doctype);
    expect(empty.fields.map((f) => [f.field, f.values, f.corrected, f.periods])).toEqual([
      ['field_no', 0, 0, []],
      ['field_total', 0, 0, []],
    ]);

    const before = Date.now();
    const { records } = await parsedUpload(author.client, doctype, parsed);
    const byNo = (no: string | null) =>
      records.find(
        (r) => r.data.field_total === parsed.find((p) => p.data.field_no === no)!.data.field_total,
      )!.id;
    await edit(author.client, doctype, byNo('A-1'), { field_no: 'B-1', field_total: 11 });
    await edit(author.client, doctype, byNo('A-2'), { field_no: 'X-2', field_total: 21 });
    await edit(author.client, doctype, byNo('A-2'), { field_no: 'A-2' });
    await edit(author.client, doctype, byNo('A-3'), { field_total: 31 });
    await edit(author.client, doctype, byNo(null), { field_no: 'B-5' });
    // A team member corrects too, and reads the same figures.
    const member = await registerUser(suite.server.url);
    const invited = await author.client.post<InviteResponse>(
      `/api/doctypes/${doctype.id}/members`,
      {
        email: member.email,
      },
    );
    expect(invited.status).toBe(201);
    await edit(member.client, doctype, byNo('A-4'), { field_no: 'B-4' });

    const accuracy = await accuracyOf(member.client, doctype);
    const today = before - (before % DAY_MS);
    // Five values a field, three corrected; the bands' corrected values per band, 0–0.5 first.
    const field = (key: string, correctedPerBand: number[]) => ({
      field: key,
      values: 5,
      corrected: 3,
      bands: [0, 0.5, 0.7, 0.9].map((from, i, all) =>
        band(from, all[i + 1] ?? 1, 1, correctedPerBand[i]!),
      ),
      periods: [{ start: today, values: 5, corrected: 3 }],
    });
    expect(accuracy).toEqual({
      period: 'day',
      fields: [field('field_no', [1, 0, 1, 0]), field('field_total', [1, 0, 1, 1])],
    });
    expect(await accuracyOf(author.client, doctype)).toEqual(accuracy);

    // A deleted record's values leave the figures.
    expect(
      (await author.client.delete(`/api/doctypes/${doctype.id}/records/${byNo('A-1')}`)).status,
    ).toBe(204);
    const after = (await accuracyOf(author.client, doctype)).fields[0]!;
    expect([after.values, after.corrected, after.bands[0]]).toEqual([4, 2, band(0, 0.5, 0, 0)]);
  });

  it('counts per day while the doctype is young and per week (from Monday) once older', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    const older = await parsedUpload(client, doctype, parsed.slice(0, 2));
    await parsedUpload(client, doctype, parsed.slice(2, 4));
    await edit(client, doctype, older.records[0]!.id, { field_total: 99 });
    const moved = (days: number) =>
      suite.server.database.db
        .updateTable('records')
        .set({ created_at: Date.now() - days * DAY_MS })
        .where('upload_id', '=', older.upload)
        .execute();
    const totals = async () => {
      const accuracy = await accuracyOf(client, doctype);
      return { period: accuracy.period, periods: accuracy.fields[1]!.periods };
    };
    const dayOf = (at: number) => at - (at % DAY_MS);
    // 1970-01-05 was a Monday.
    const mondayOf = (at: number) => dayOf(at) - ((Math.floor(at / DAY_MS) + 3) % 7) * DAY_MS;

    await moved(3);
    const now = Date.now();
    expect(await totals()).toEqual({
      period: 'day',
      periods: [
        { start: dayOf(now - 3 * DAY_MS), values: 2, corrected: 1 },
        { start: dayOf(now), values: 2, corrected: 0 },
      ],
    });
    await moved(40);
    expect(await totals()).toEqual({
      period: 'week',
      periods: [
        { start: mondayOf(now - 40 * DAY_MS), values: 2, corrected: 1 },
        { start: mondayOf(now), values: 2, corrected: 0 },
      ],
    });
    expect(new Date(mondayOf(now)).getUTCDay()).toBe(1);
  });
});
