/**
 * Every route that takes an id, read from the live route table, called by another user with the
 * owner's ids, and by a member the owner removed from the doctype's team: 404 not-found, never
 * 403, 500 or the owner's data. A route added later is covered at once: a parameter
 * foreign-ids.ts cannot fill fails it until it learns which id to give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './accounts.ts';
import { pipelineOf, setRole, valuesOnly } from './documents.ts';
import type { OwnerData } from './foreign-ids.ts';
import { createOwnerData, foreignRequest, idRoutes, notFound, SECRET } from './foreign-ids.ts';
import type { HttpClient } from './http-client.ts';
import { dialects, startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

describe.each(dialects)('another user’s ids on every route on %s', (dialect) => {
  let server: TestServer;
  let intruder: HttpClient;
  let removedMember: HttpClient;
  let owned: OwnerData;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      pipeline: true,
      // The test completes the upload itself: a worker reading it at the same time would race.
      workers: false,
      env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' },
    });
    const owner = await registerUser(server.url);
    const other = await registerUser(server.url);
    const removed = await registerUser(server.url);
    intruder = other.client;
    removedMember = removed.client;
    // Both on the plan every route is open to: a plan gate must not answer before the id.
    await setRole(server, owner.me.uid, 'professional');
    await setRole(server, other.me.uid, 'professional');
    await setRole(server, removed.me.uid, 'professional');
    const pipeline = pipelineOf(server);
    owned = await createOwnerData(owner.client, async (doctype, upload) => {
      await pipeline.saveOcr(upload.id, { pages: [] });
      await pipeline.completeParse(upload.id, {
        doctypeHash: doctype.hash,
        records: valuesOnly({ field_x: 'SECRET-VALUE' }),
      });
    });
    // A member until now: what they saw a moment ago is gone on every route.
    const doctypeId = owned.ids.get('/api/doctypes/:id')!;
    const joined = await owner.client.post(`/api/doctypes/${doctypeId}/members`, {
      email: removed.email,
    });
    if (joined.status !== 201) throw new Error(`member not added: ${joined.status}`);
    if ((await removedMember.get(`/api/doctypes/${doctypeId}`)).status !== 200)
      throw new Error('the member does not see the doctype');
    await owner.client.delete(`/api/doctypes/${doctypeId}/members/${removed.me.uid}`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['another user', () => intruder],
    ['a removed member', () => removedMember],
  ])('answers %s 404 not-found on every route with an id, and leaks nothing', async (_, caller) => {
    const routes = idRoutes(server.routes());
    expect(routes.length).toBeGreaterThanOrEqual(32);
    const answers = [];
    for (const route of routes) {
      const { url, body } = foreignRequest(owned, route);
      const res = await caller().request(route[0], url, body === undefined ? {} : { json: body });
      answers.push({ route: route.join(' '), status: res.status, body: res.body });
      expect(JSON.stringify(res.body)).not.toMatch(SECRET);
    }
    expect(answers).toEqual(
      routes.map((route) => ({ route: route.join(' '), status: 404, body: notFound })),
    );
  });
});
