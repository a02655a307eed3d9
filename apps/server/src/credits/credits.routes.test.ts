import type { ActivityChart, ActivityPage } from '@docsift/core/credits';
import { addMonths, monthOf } from '@docsift/core/credits';
import type { Me } from '@docsift/core/me';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { setPlanCredits } from '../../test/credits.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createCreditLedger } from './credit-ledger.ts';
import { creditStoresOn } from './credits.repository.ts';

describe.each(dialects)('credit activity on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  const month = monthOf(Date.now());
  const month31 = 31 * 24 * 60 * 60 * 1000;

  async function userWithParses(parses: number) {
    const { client, me, email } = await registerUser(suite.server.url);
    const ledger = createCreditLedger(creditStoresOn(suite.server.database));
    for (let i = 0; i < parses; i += 1)
      await ledger.debit({ userId: me.uid, credits: 1, reference: `job-${i}` });
    return { client, email };
  }

  async function allPages(client: HttpClient) {
    const pages: ActivityPage[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await client.get<ActivityPage>(`/api/billing/activity?month=${month}${query}`);
      expect(res.status).toBe(200);
      pages.push(res.body);
      cursor = res.body.cursor;
    } while (cursor);
    return pages;
  }

  it('lists the month newest first, 10 a page, and only the caller’s own', async () => {
    const owner = await userWithParses(23);
    const other = await userWithParses(0);

    const pages = await allPages(owner.client);
    expect(pages.map((p) => p.activity.length)).toEqual([10, 10, 4]);
    const items = pages.flatMap((p) => p.activity);
    expect(new Set(items.map((i) => i.id)).size).toBe(24);
    expect(items.map((i) => i.created)).toEqual(items.map((i) => i.created).sort((a, b) => b - a));
    expect(items.at(-1)).toMatchObject({ type: 'allowance', credits: 500, pool: 'count', month });
    expect(items.filter((i) => i.type === 'parse')).toHaveLength(23);
    expect(items.every((i) => i.email === owner.email)).toBe(true);
    expect((await owner.client.get<Me>('/api/me')).body.credits.total).toBe(477);

    const theirs = (await allPages(other.client)).flatMap((p) => p.activity);
    expect(theirs).toMatchObject([{ type: 'allowance', email: other.email }]);
  });

  it('charts the credits spent on each day of the month, the caller’s only', async () => {
    const owner = await userWithParses(7);
    const other = await userWithParses(0);
    const today = new Date().toISOString().slice(0, 10);
    const chartOf = async (client: HttpClient) =>
      (await client.get<ActivityChart>(`/api/billing/activity-chart?month=${month}`)).body.items;

    const items = await chartOf(owner.client);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    expect(items).toHaveLength(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate());
    expect(items[0]).toEqual({ id: `${month}-01`, credits: items[0]!.credits, month });
    expect(items.filter((i) => i.credits !== 0)).toEqual([{ id: today, credits: 7, month }]);
    expect((await chartOf(other.client)).every((i) => i.credits === 0)).toBe(true);
  });

  it('shows on /api/me the allowance renewed once its period has ended', async () => {
    const { me, client } = await registerUser(suite.server.url);
    await setPlanCredits(suite.server.database, me.uid, 40);
    await suite.server.database.db
      .updateTable('credits')
      .set({ period_start: Date.now() - 2 * month31, period_end: Date.now() - month31 })
      .where('user_id', '=', me.uid)
      .execute();

    expect((await client.get<Me>('/api/me')).body.credits).toEqual({
      count: 500,
      extra: 0,
      total: 500,
    });
    const { activity } = (await client.get<ActivityPage>(`/api/billing/activity?month=${month}`))
      .body;
    expect(
      activity
        .slice(0, 2)
        .map((a) => [a.type, a.credits])
        .sort(),
    ).toEqual([
      ['allowance', 500],
      ['expired', -40],
    ]);
  });

  it('offers the last 24 months and refuses other months and cursors', async () => {
    const { client } = await userWithParses(0);
    const oldest = monthOf(addMonths(Date.now(), -23));
    const tooOld = monthOf(addMonths(Date.now(), -24));
    const next = monthOf(addMonths(Date.now(), 1));

    expect((await client.get(`/api/billing/activity?month=${oldest}`)).status).toBe(200);
    expect((await client.get(`/api/billing/activity-chart?month=${oldest}`)).status).toBe(200);
    for (const path of [
      `/api/billing/activity?month=${tooOld}`,
      `/api/billing/activity?month=${next}`,
      `/api/billing/activity-chart?month=${tooOld}`,
      '/api/billing/activity?month=2026-13',
      `/api/billing/activity?month=${month}&limit=0`,
      `/api/billing/activity?month=${month}&cursor=1.x`,
    ]) {
      const res = await client.get<{ error: { code: string } }>(path);
      expect({ path, status: res.status, code: res.body.error.code }).toEqual({
        path,
        status: 400,
        code: 'invalid-argument',
      });
    }
  });
});
