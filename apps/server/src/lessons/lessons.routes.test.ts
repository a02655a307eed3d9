/**
 * Learning from corrections through the API, on both databases, with the in-process extraction
 * (test/stub-extraction-pool.ts, which learns and applies with the extract package's learning):
 * an edit queues the learn job, its lesson is counted per field, replaced by the next edit of the
 * cell, dropped when the cell is set back or its record deleted, forgotten by any team member
 * (the team hears of learning and forgetting by a `lessons` live event), and kept to the newest MAX_LESSONS_PER_FIELD. lessons-pipeline.test.ts runs real extraction.
 */
import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import type { LessonCounts } from '@docsift/core/lessons';
import { MAX_LESSONS_PER_FIELD } from '@docsift/core/lessons';
import type { DocRecord, RecordPage } from '@docsift/core/record';
import type { InviteResponse } from '@docsift/core/team';
import { invoiceFacts } from '@docsift/extract/testing';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { nextEventOfType, openEventStream } from '../../test/live-events.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createLessonsRepository } from './lessons.repository.ts';

describe.each(dialects)('lessons on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { pipeline: true });

  async function correctedInvoice(mode: DoctypeMode = 'one:single') {
    const author = await registerUser(suite.server.url);
    const doctype = await createDoctype(author.client, { mode });
    const upload = await uploadOne(author.client, doctype, 'invoice.pdf', suite.pdf);
    await settledUpload(author.client, upload.id);
    const [record] = (await author.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`))
      .body.records;
    return { author, doctype, record: record!, number: doctype.fields[0]!.key };
  }

  const edit = async (client: HttpClient, doctype: Doctype, record: DocRecord, data: object) =>
    expect(
      (await client.patch(`/api/doctypes/${doctype.id}/records/${record.id}`, { data })).status,
    ).toBe(200);

  const counts = async (client: HttpClient, doctype: Doctype) => {
    const res = await client.get<LessonCounts>(`/api/doctypes/${doctype.id}/lessons`);
    expect(res.status).toBe(200);
    return res.body.fields;
  };

  /** Waits for the learn jobs: the counts reach `expected`. */
  const countsReach = (client: HttpClient, doctype: Doctype, expected: Record<string, number>) =>
    expect
      .poll(() => counts(client, doctype), { timeout: 20_000, interval: 100 })
      .toEqual(expected);

  it('learns from an edit, replaces the lesson on the next edit of the cell, and drops it when the cell is set back', async () => {
    const { author, doctype, record, number } = await correctedInvoice();
    expect(record.data[number]).toBe(invoiceFacts.invoiceNumber);
    expect(await counts(author.client, doctype)).toEqual({});

    await edit(author.client, doctype, record, { [number]: invoiceFacts.invoiceDate });
    await countsReach(author.client, doctype, { [number]: 1 });
    const stored = () =>
      suite.server.database.db
        .selectFrom('lessons')
        .selectAll()
        .where('record_id', '=', record.id)
        .execute();
    const [first] = await stored();
    expect(JSON.parse(first!.lesson)).toMatchObject({ field: number, what: { kind: 'located' } });
    expect(first!.user_id).toBe(author.me.uid);

    // Another correction of the cell: still one lesson, now the new value's.
    await edit(author.client, doctype, record, { [number]: 'ACME-7' });
    await expect
      .poll(async () => (await stored()).map((row) => JSON.parse(row.lesson).what.kind))
      .toEqual(['constant']);
    expect(await counts(author.client, doctype)).toEqual({ [number]: 1 });

    await edit(author.client, doctype, record, { [number]: invoiceFacts.invoiceNumber });
    await countsReach(author.client, doctype, {});
  });

  it('learns a page’s record on its page in the one-record-per-page mode', async () => {
    const { author, doctype, record, number } = await correctedInvoice('single');
    expect(record.sources[number]?.page).toBe(1);
    await edit(author.client, doctype, record, { [number]: invoiceFacts.invoiceDate });
    await countsReach(author.client, doctype, { [number]: 1 });
  });

  it('lets a team member read and forget, and forgets a deleted record’s lessons', async () => {
    const { author, doctype, record, number } = await correctedInvoice();
    const member = await registerUser(suite.server.url);
    const added = await author.client.post<InviteResponse>(`/api/doctypes/${doctype.id}/members`, {
      email: member.email,
    });
    expect(added.status).toBe(201);
    const total = doctype.fields[1]!.key;
    const told = { type: 'lessons', doctype: doctype.id };
    const authorHears = await openEventStream(author.client);
    try {
      await edit(member.client, doctype, record, { [number]: 'ACME-7', [total]: 800 });
      expect(await nextEventOfType(authorHears, 'lessons'), 'learned').toEqual(told);
      await countsReach(member.client, doctype, { [number]: 1, [total]: 1 });

      const forget = await member.client.delete(
        `/api/doctypes/${doctype.id}/lessons?field=${total}`,
      );
      expect(forget.status).toBe(204);
      expect(await nextEventOfType(authorHears, 'lessons'), 'forgotten').toEqual(told);
    } finally {
      authorHears.close();
    }
    expect(await counts(author.client, doctype)).toEqual({ [number]: 1 });
    expect((await author.client.delete(`/api/doctypes/${doctype.id}/lessons`)).status).toBe(204);
    expect(await counts(author.client, doctype)).toEqual({});

    await edit(author.client, doctype, record, { [number]: 'ACME-8' });
    await countsReach(author.client, doctype, { [number]: 1 });
    const memberHears = await openEventStream(member.client);
    try {
      expect(
        (await author.client.delete(`/api/doctypes/${doctype.id}/records/${record.id}`)).status,
      ).toBe(204);
      expect(await nextEventOfType(memberHears, 'lessons'), 'record deleted').toEqual(told);
    } finally {
      memberHears.close();
    }
    expect(await counts(author.client, doctype)).toEqual({});
  });

  it('keeps the newest lessons of a field and reads them newest first', async () => {
    const { author, doctype, record, number } = await correctedInvoice();
    const lessons = createLessonsRepository(suite.server.database.db);
    const lessonOf = (value: string) =>
      JSON.stringify({ field: number, fingerprint: [], what: { kind: 'constant', value } });
    for (let index = 0; index <= MAX_LESSONS_PER_FIELD; index += 1)
      await lessons.save({
        doctypeId: doctype.id,
        uploadId: record.upload,
        recordId: `record-${index}`,
        field: number,
        lesson: lessonOf(`v${index}`),
        userId: null,
        at: 1_000 + index,
      });
    expect(await counts(author.client, doctype)).toEqual({ [number]: MAX_LESSONS_PER_FIELD });
    const newest = await lessons.newest(doctype.id, 2);
    expect(newest.map((text) => JSON.parse(text).what.value)).toEqual([
      `v${MAX_LESSONS_PER_FIELD}`,
      `v${MAX_LESSONS_PER_FIELD - 1}`,
    ]);
    // The oldest went; deleting the doctype takes the rest.
    expect(await lessons.newest(doctype.id, 100)).not.toContain(lessonOf('v0'));
    expect((await author.client.delete(`/api/doctypes/${doctype.id}`)).status).toBe(204);
    expect(await lessons.newest(doctype.id, 100)).toEqual([]);
  });
});
