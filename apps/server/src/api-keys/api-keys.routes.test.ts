import type { ApiKeyList, CreatedApiKey } from '@docsift/core/api-key';
import { MAX_API_KEYS_PER_USER } from '@docsift/core/limits';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('api key routes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

  async function createKey(client: HttpClient, name: string): Promise<CreatedApiKey> {
    const res = await client.post<CreatedApiKey>('/api/api-keys', { name });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('lists the caller’s keys with name, created and last use, never the secret', async () => {
    const { client } = await registerUser(suite.server.url);
    const before = Date.now();
    const created = await createKey(client, '  deploy bot ');
    expect(created).toEqual({
      id: expect.stringMatching(/^apikey-[a-z0-9]{20}$/),
      name: 'deploy bot',
      prefix: created.key.slice(0, 8),
      created: expect.any(Number),
      lastUsed: null,
      key: expect.stringMatching(/^dsk_/),
    });
    expect(created.created).toBeGreaterThanOrEqual(before);

    const { key, ...listed } = created;
    const list = await client.get<ApiKeyList>('/api/api-keys');
    expect(list).toMatchObject({ status: 200, body: { apiKeys: [listed] } });
    expect(JSON.stringify(list.body)).not.toContain(key);

    expect((await new HttpClient(suite.server.url).get('/api/me', bearer(key))).status).toBe(200);
    await expect
      .poll(async () => (await client.get<ApiKeyList>('/api/api-keys')).body.apiKeys[0]?.lastUsed)
      .toBeGreaterThanOrEqual(created.created);
  });

  it('revokes a key: it gets 401 at once and leaves the list', async () => {
    const { client } = await registerUser(suite.server.url);
    const kept = await createKey(client, 'kept');
    const revoked = await createKey(client, 'revoked');
    const program = new HttpClient(suite.server.url);
    // A successful call first, so the key sits in the server's lookup cache.
    expect((await program.get('/api/me', bearer(revoked.key))).status).toBe(200);

    expect((await client.delete(`/api/api-keys/${revoked.id}`)).status).toBe(204);
    expect(await program.get('/api/me', bearer(revoked.key))).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Please sign in' } },
    });
    expect((await program.get('/api/me', bearer(kept.key))).status).toBe(200);
    const list = await client.get<ApiKeyList>('/api/api-keys');
    expect(list.body.apiKeys.map((k) => k.id)).toEqual([kept.id]);
  });

  it('revoking a key ends the event streams it opened, not those of the user’s other key', async () => {
    const { client } = await registerUser(suite.server.url);
    const kept = await createKey(client, 'kept');
    const revoked = await createKey(client, 'revoked');
    const program = new HttpClient(suite.server.url);
    const revokedStream = await openEventStream(program, bearer(revoked.key).headers);
    const keptStream = await openEventStream(program, bearer(kept.key).headers);
    try {
      expect(await revokedStream.nextBlock()).toBe('retry: 5000\n: connected');
      expect(await keptStream.nextBlock()).toBe('retry: 5000\n: connected');

      expect((await client.delete(`/api/api-keys/${revoked.id}`)).status).toBe(204);
      await expect(revokedStream.nextBlock()).rejects.toThrow('event stream ended');
      // The other key's stream still carries the user's events.
      const doctype = await createDoctype(client);
      expect((await client.patch(`/api/doctypes/${doctype.id}`, { title: 'Renamed' })).status).toBe(
        200,
      );
      expect(await keptStream.next()).toMatchObject({
        type: 'doctype-changed',
        doctype: doctype.id,
      });
    } finally {
      revokedStream.close();
      keptStream.close();
    }
  });

  it("answers 404 not-found for another user's key and an unknown id", async () => {
    const owner = await registerUser(suite.server.url);
    const other = await registerUser(suite.server.url);
    const key = await createKey(owner.client, 'mine');
    const notFound = { status: 404, body: { error: { code: 'not-found', message: 'Not found' } } };
    expect(await other.client.delete(`/api/api-keys/${key.id}`)).toMatchObject(notFound);
    expect(await owner.client.delete('/api/api-keys/apikey-unknown')).toMatchObject(notFound);
    expect((await other.client.get<ApiKeyList>('/api/api-keys')).body.apiKeys).toEqual([]);
    expect((await new HttpClient(suite.server.url).get('/api/me', bearer(key.key))).status).toBe(
      200,
    );
  });

  it('refuses a key without a name', async () => {
    const { client } = await registerUser(suite.server.url);
    for (const body of [{}, { name: '   ' }, { name: 'x', extra: true }]) {
      expect(await client.post('/api/api-keys', body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-argument' } },
      });
    }
  });

  // Issue 27, noticed in round 3: the count and the insert were apart, as webhooks' were.
  it(`creates ${MAX_API_KEYS_PER_USER} keys of 150 parallel creates, and lists them all`, async () => {
    const { client } = await registerUser(suite.server.url);
    const statuses = await Promise.all(
      Array.from(
        { length: 150 },
        async (_, n) => (await client.post('/api/api-keys', { name: `key ${n}` })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_API_KEYS_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - MAX_API_KEYS_PER_USER);
    const list = await client.get<ApiKeyList>('/api/api-keys');
    expect(list.body.apiKeys).toHaveLength(MAX_API_KEYS_PER_USER);
  });
});
