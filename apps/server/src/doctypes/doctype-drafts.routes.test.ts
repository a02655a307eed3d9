/**
 * Wizard drafts (issue 25, item 3): a reload mid-wizard left a draft that held one of a free
 * user's 3 places for a day while the dashboard showed 2 doctypes. Drafts hold no place now; the
 * limit is counted when a wizard finishes, and the author lists the drafts to continue or discard.
 */
import type { Doctype, DoctypeList } from '@docsift/core/doctype';
import { maxDoctypes } from '@docsift/core/plans';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('wizard drafts on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('lets a free user with an abandoned draft and two doctypes create and finish a third', async () => {
    const free = await registerUser(suite.server.url);
    const abandoned = await createDoctype(free.client, { title: 'Abandoned', via: 'wizard' });
    await createDoctype(free.client, { title: 'First' });
    await createDoctype(free.client, { title: 'Second' });
    const third = await createDoctype(free.client, { title: 'Third', via: 'wizard' });
    const finished = await free.client.patch<Doctype>(`/api/doctypes/${third.id}`, {
      state: 'ready',
    });
    expect(finished.body.state).toBe('ready');
    const ready = await free.client.get<DoctypeList>('/api/doctypes');
    expect(ready.body.doctypes.map((d) => d.title)).toEqual(['Third', 'Second', 'First']);
    const drafts = await free.client.get<DoctypeList>('/api/doctypes?state=draft');
    expect(drafts.body.doctypes.map((d) => d.id)).toEqual([abandoned.id]);
  });

  it('refuses to finish a draft beyond the limit, and to start one at it', async () => {
    const free = await registerUser(suite.server.url);
    const drafts = [];
    for (let i = 0; i < 2; i += 1)
      drafts.push(await createDoctype(free.client, { title: `Draft ${i}`, via: 'wizard' }));
    for (let i = 1; i < maxDoctypes('free'); i += 1)
      await createDoctype(free.client, { title: `Ready ${i}` });
    expect(
      (await free.client.patch(`/api/doctypes/${drafts[0]!.id}`, { state: 'ready' })).status,
    ).toBe(200);
    const refused = await free.client.patch(`/api/doctypes/${drafts[1]!.id}`, {
      state: 'ready',
      title: 'Over the limit',
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { code: 'doctype/max-doctypes' } },
    });
    const left = await free.client.get<Doctype>(`/api/doctypes/${drafts[1]!.id}`);
    expect(left.body).toMatchObject({ state: 'draft', title: 'Draft 1' });
    // A wizard that could never finish does not start.
    const started = await free.client.post('/api/doctypes', {
      title: 'Draft',
      mode: 'single',
      via: 'wizard',
    });
    expect(started.status).toBe(429);
  });

  it('lists only the caller’s own drafts, newest first, and discards one with DELETE', async () => {
    const author = await registerUser(suite.server.url);
    const other = await registerUser(suite.server.url);
    const older = await createDoctype(author.client, { title: 'Older', via: 'wizard' });
    const newer = await createDoctype(author.client, { title: 'Newer', via: 'wizard' });
    await createDoctype(author.client, { title: 'Ready' });
    await createDoctype(other.client, { title: 'Foreign', via: 'wizard' });
    const listed = async () =>
      (await author.client.get<DoctypeList>('/api/doctypes?state=draft')).body.doctypes.map(
        (d) => d.id,
      );
    expect(await listed()).toEqual([newer.id, older.id]);
    expect((await author.client.delete(`/api/doctypes/${newer.id}`)).status).toBe(204);
    expect(await listed()).toEqual([older.id]);
    const bad = await author.client.get('/api/doctypes?state=deleted');
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
  });
});
