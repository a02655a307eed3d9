/**
 * Parses paid with credits (docs/credits.md): one credit per page before the extraction, a
 * reparse paid again, and parses the balance cannot pay refused with credits/depleted while
 * several workers parse for the same user at once.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { ActivityPage } from '@docsift/core/credits';
import type { Me } from '@docsift/core/me';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { makeManyPagesPdf } from '@docsift/extract/testing';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../test/documents.ts';
import { setPlanCredits } from '../../test/credits.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('parses paid with credits on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { pipeline: true, env: { EXTRACTION_PROCESSES: '4' } });

  async function userWithCredits(total: number) {
    const { client, me } = await registerUser(suite.server.url);
    await setPlanCredits(suite.server.database, me.uid, total);
    const doctype = await createDoctype(client, {
      mode: 'single',
      fields: [{ caption: 'Text', description: 'the line of text', type: 'string' }],
    });
    return { client, doctype };
  }

  async function upload(client: HttpClient, doctype: Doctype, pageCounts: number[]) {
    const files = await Promise.all(
      pageCounts.map(async (pages, i) => ({
        name: `pages-${i}.pdf`,
        bytes: await makeManyPagesPdf(pages),
      })),
    );
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, files);
    expect(res.status).toBe(201);
    return res.body.uploads;
  }

  /** Polls until the pipeline settled every upload (done, or an error kept). */
  async function settled(client: HttpClient, uploads: Upload[]): Promise<Upload[]> {
    let current: Upload[] = [];
    await expect
      .poll(
        async () => {
          current = await Promise.all(
            uploads.map(async (u) => (await client.get<Upload>(`/api/uploads/${u.id}`)).body),
          );
          return current.every((u) => u.state === 'done' || u.error != null);
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe(true);
    return current;
  }

  const total = async (client: HttpClient) => (await client.get<Me>('/api/me')).body.credits.total;

  it('costs one credit per page, and a reparse the same again', async () => {
    const { client, doctype } = await userWithCredits(100);
    const [threePages] = await settled(client, await upload(client, doctype, [3]));
    expect(threePages).toMatchObject({ state: 'done', error: null, recordCount: 3 });
    expect(await total(client)).toBe(97);

    expect((await client.post(`/api/uploads/${threePages!.id}/parse`)).status).toBe(202);
    await expect.poll(() => total(client), { timeout: 120_000, interval: 200 }).toBe(94);
    await settled(client, [threePages!]);
    expect(await total(client)).toBe(94);

    // The usage page names what each parse paid for, as it was named then.
    expect((await client.patch(`/api/doctypes/${doctype.id}`, { title: 'Renamed' })).status).toBe(
      200,
    );
    const month = new Date().toISOString().slice(0, 7);
    const { activity } = (
      await client.get<ActivityPage>(`/api/billing/activity?month=${month}&limit=10`)
    ).body;
    const parses = activity.filter((item) => item.type === 'parse');
    expect(parses.map((item) => [item.credits, item.upload])).toEqual([
      [-3, { id: threePages!.id, name: 'pages-0.pdf', doctypeTitle: doctype.title }],
      [-3, { id: threePages!.id, name: 'pages-0.pdf', doctypeTitle: doctype.title }],
    ]);
    expect(activity.filter((item) => item.type === 'allowance')[0]?.upload).toBeNull();
  });

  it('refuses what the balance cannot pay before any work, with credits/depleted and a notification', async () => {
    const { client, doctype } = await userWithCredits(5);
    const uploads = await settled(client, await upload(client, doctype, Array(8).fill(1)));

    const done = uploads.filter((u) => u.state === 'done');
    const refused = uploads.filter((u) => u.error != null);
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const u of refused) {
      expect(u.error?.code).toBe('credits/depleted');
      expect(u).toMatchObject({ doctypeHash: null, recordCount: 0 });
    }
    const records = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    expect(records.body.total).toBe(5);
    expect(await total(client)).toBe(0);

    const { notifications } = (await client.get<NotificationList>('/api/notifications')).body;
    const depleted = notifications.filter((n) => n.message === 'credits/depleted');
    expect(depleted.map((n) => n.upload).sort()).toEqual(refused.map((u) => u.id).sort());
    expect(depleted.every((n) => n.level === 'danger')).toBe(true);
  });
});
