/**
 * Replays issue 9's and issue 27's attacks against a started product (loopback only, bounded in
 * count and time) and prints attack → expected → got; exits 1 when one regressed. Not a load
 * test. Run: npx tsx bench/attack.ts (SQLite); PostgreSQL with DATABASE_URL and AUTH_SECRET set.
 * Trickling bodies and inbound mail run on a second server with lowered limits
 * (support/edge-attacks.ts), the inbound daily caps on a third, a page the LLM engine cannot read
 * on a fourth, with the fake model server (support/llm-attacks.ts), and issue 27's Stripe event
 * without metadata on a fifth, paid through the fake Stripe (support/stripe-attacks.ts), and a
 * worker killed mid-parse on a sixth (with two workers beside an API node on PostgreSQL,
 * support/crash-attacks.ts).
 */
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { Doctype } from '@docsift/core/doctype';
import { MAX_API_KEYS_PER_USER, MAX_VALUE_LENGTH } from '@docsift/core/limits';
import { FREE_MAX_WAITING_UPLOADS } from '@docsift/core/plans';
import { MAX_WEBHOOKS_LISTED } from '@docsift/core/webhook';
import { makeNoisePng } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, postForm, uploadFiles } from '@docsift/server/testing/documents';
import {
  createOwnerData,
  foreignRequest,
  idRoutes,
  notFound,
  openApiRoutes,
  SECRET,
} from '@docsift/server/testing/foreign-ids';
import { HttpClient } from '@docsift/server/testing/http-client';
import { startBenchServer, waitSettled } from './support/docsift-process.ts';
import { replayWorkerKill } from './support/crash-attacks.ts';
import { replayEdgeAttacks, replayMailDailyCaps } from './support/edge-attacks.ts';
import { replayLlmAttacks } from './support/llm-attacks.ts';
import { replayStripeAttacks } from './support/stripe-attacks.ts';

/** High enough for every attack before the last, which goes past it (one client address). */
const RATE_LIMIT = 600;
/** The server's cap on open event streams per user (platform/events/events.routes.ts). */
const MAX_STREAMS_PER_USER = 20;
/** Doctypes a free user may have. */
const FREE_DOCTYPES = 3;
const server = await startBenchServer({
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  // Every attack comes from one address, the rate limit's past RATE_LIMIT requests at once.
  HTTP_MAX_CONNECTIONS_PER_IP: String(RATE_LIMIT * 2),
  // The owner's webhook points at a closed port here; it is never delivered.
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
});
const rows: { attack: string; expected: string; got: string; ok: boolean }[] = [];

async function check(
  attack: string,
  expected: string,
  run: () => Promise<[boolean, string]>,
  boundSeconds = 30,
) {
  const timeout = AbortSignal.timeout(boundSeconds * 1000);
  const got = await Promise.race([
    run().catch(
      (error: unknown) => [false, `threw ${(error as Error).message}`] as [boolean, string],
    ),
    new Promise<[boolean, string]>((resolve) =>
      timeout.addEventListener('abort', () => resolve([false, `no answer in ${boundSeconds} s`])),
    ),
  ]);
  rows.push({ attack, expected, ok: got[0], got: got[1] });
}

try {
  const owner = server.client;
  const doctype = server.doctype;
  const isErrorShape = (body: unknown) =>
    typeof (body as { error?: { code?: unknown } })?.error?.code === 'string';

  await check('multipart with 11 fields', '400, no hang', async () => {
    const fields = Array.from({ length: 11 }, (_, i) => ({ field: `extra${i}`, value: 'x' }));
    const res = await postForm(owner, '/api/uploads', [
      { field: 'target', value: doctype.id },
      ...fields,
    ]);
    return [res.status === 400, String(res.status)];
  });

  await check(
    '30 parallel doctype creates by a free user',
    `${FREE_DOCTYPES} created`,
    async () => {
      const free = (await registerUser(server.url)).client;
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          createDoctype(free).then(
            () => 201,
            () => 0,
          ),
        ),
      );
      const created = results.filter((status) => status === 201).length;
      return [created === FREE_DOCTYPES, `${created} created`];
    },
  );

  await check('malformed session cookie %ZZ on /api/me', '401', async () => {
    const client = new HttpClient(server.url);
    client.cookies.set('docsift.session_token', '%ZZ');
    const res = await client.get('/api/me');
    return [res.status === 401, String(res.status)];
  });

  await check('NUL byte in a doctype title', '400 invalid-argument', async () => {
    const res = await owner.post('/api/doctypes', { title: 'a\u0000b' });
    return [res.status === 400 && isErrorShape(res.body), String(res.status)];
  });

  await check('bad %-encoding in a path', '400 with {error}', async () => {
    const res = await owner.get('/api/doctypes/%E0%A4%A');
    return [res.status === 400 && isErrorShape(res.body), String(res.status)];
  });

  await check('5,000-character id', '4xx with {error}', async () => {
    const res = await owner.get(`/api/doctypes/doctype-${'x'.repeat(5000)}`);
    return [res.status >= 400 && res.status < 500 && isErrorShape(res.body), String(res.status)];
  });

  // Every route with an id in the running product's route table (its OpenAPI document), called
  // by a user on the plan every route is open to with another such user's ids.
  const professional = async () => {
    const user = await registerUser(server.url);
    await server.cli('users', 'set-role', '--email', user.email, '--role', 'professional');
    return user.client;
  };
  const [dataOwner, intruder] = [await professional(), await professional()];
  const owned = await createOwnerData(dataOwner, async (_doctype, upload) => {
    await waitSettled(dataOwner, [upload.id]);
  });
  const document = (await owner.get<{ paths: Record<string, object> }>('/api/openapi.json')).body;
  const routes = idRoutes(openApiRoutes(document));
  await check('routes with an id in the route table', 'some', async () => [
    routes.length > 0,
    String(routes.length),
  ]);
  for (const route of routes)
    await check(`another user's id: ${route.join(' ')}`, '404, nothing leaked', async () => {
      const { url, body } = foreignRequest(owned, route);
      const res = await intruder.request(route[0], url, body === undefined ? {} : { json: body });
      const text = JSON.stringify(res.body);
      const isRefused = res.status === 404 && text === JSON.stringify(notFound);
      return [isRefused && !SECRET.test(text), `${res.status}${SECRET.test(text) ? ' LEAK' : ''}`];
    });

  // Issue 27: what the attack run of round 3 found, on the professional data owner.
  const ownedDoctype = (
    await dataOwner.get<Doctype>(`/api/doctypes/${owned.ids.get('/api/doctypes/:id')}`)
  ).body;
  const recordUrl = `/api/doctypes/${ownedDoctype.id}/records/${owned.ids.get('/api/doctypes/:recordId')}`;
  const textField = ownedDoctype.fields.find((field) => field.type === 'string')!.key;
  await check(
    `${MAX_VALUE_LENGTH} characters of incompressible text in a cell, then one more`,
    '200, then 400',
    async () => {
      const bytes = randomBytes(MAX_VALUE_LENGTH * 2);
      const text = Array.from({ length: MAX_VALUE_LENGTH }, (_, i) =>
        String.fromCharCode(0x4e00 + (bytes.readUInt16BE(i * 2) % 0x5000)),
      ).join('');
      const longest = await dataOwner.patch(recordUrl, { data: { [textField]: text } });
      const longer = await dataOwner.patch(recordUrl, { data: { [textField]: `${text}x` } });
      return [
        longest.status === 200 && longer.status === 400,
        `${longest.status}, ${longer.status}`,
      ];
    },
  );

  const hooked = await createDoctype(dataOwner, {
    fields: [{ caption: "=cmd|' /C calc'!A0", type: 'string' }],
  });
  const hookTo = (url: string) =>
    dataOwner.post('/api/webhooks', {
      trigger: 'doctype.records',
      target: hooked.id,
      title: 'attack',
      webhookRequest: { httpMethod: 'POST', url, headers: [] },
    });
  const ownAddresses = Object.values(networkInterfaces())
    .flat()
    .filter((info) => info && !info.internal)
    .map((info) => (info!.family === 'IPv6' ? `[${info!.address}]` : info!.address));
  const ssrfHosts = [
    ...['192.0.2.1', '198.51.100.1', '203.0.113.1', '192.88.99.1'],
    // Documentation IPv6, and 6to4 embedding 169.254.169.254 (loopback is allowed here).
    ...['[2001:db8::1]', '[2002:a9fe:a9fe::]'],
    // Teredo, which tunnels to whichever IPv4 address it embeds.
    '[2001::1]',
    ...ownAddresses,
  ];
  for (const host of ssrfHosts)
    await check(`webhook to http://${host}/`, '400 webhook/forbidden-address', async () => {
      const res = await hookTo(`http://${host}/hook`);
      const code = (res.body as { error?: { code?: string } }).error?.code;
      return [res.status === 400 && code === 'webhook/forbidden-address', `${res.status} ${code}`];
    });

  await check('150 parallel webhook creates', `${MAX_WEBHOOKS_LISTED} created`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => hookTo('http://127.0.0.1:9/hook')),
    );
    const created = answers.filter((res) => res.status === 201).length;
    return [created === MAX_WEBHOOKS_LISTED, `${created} created`];
  });

  await check('150 parallel API key creates', `${MAX_API_KEYS_PER_USER} created`, async () => {
    const user = (await registerUser(server.url)).client;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, n) => user.post('/api/api-keys', { name: `key ${n}` })),
    );
    const created = answers.filter((res) => res.status === 201).length;
    return [created === MAX_API_KEYS_PER_USER, `${created} created`];
  });

  await check("CSV header of a caption =cmd|' /C calc'!A0", "written as '=cmd…", async () => {
    const res = await dataOwner.post<string>(`/api/doctypes/${hooked.id}/exports`, {
      format: 'csv',
    });
    const header = String(res.body)
      .replace(/^\ufeff/, '')
      .split('\n', 1)[0]!;
    return [res.status === 200 && header.startsWith("'="), header];
  });

  await check('NUL byte in an allowed sender', '400 invalid-argument', async () => {
    const res = await dataOwner.patch(`/api/doctypes/${hooked.id}/inbound-mail`, {
      allowedSenders: ['anna\u0000@supplier.example'],
    });
    return [res.status === 400 && isErrorShape(res.body), String(res.status)];
  });

  await check('HSTS over plain http', 'no Strict-Transport-Security', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const hsts = res.headers.get('strict-transport-security');
    return [hsts == null, hsts ?? 'absent'];
  });

  await check('U+202E in an upload’s file name', 'stripped from the shown name', async () => {
    const res = await uploadFiles<{ uploads: { filename: string }[] }>(owner, doctype.id, [
      { name: 'invoice\u202efdp.exe', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const shown = res.body.uploads?.[0]?.filename ?? `${res.status}`;
    return [!/[\u202a-\u202e\u2066-\u2069]/.test(shown), JSON.stringify(shown)];
  });

  const queued = FREE_MAX_WAITING_UPLOADS + 5;
  await check(
    `${queued} image uploads at once from a free user`,
    `${FREE_MAX_WAITING_UPLOADS} stored, the rest 400 uploads/too-many-waiting`,
    async () => {
      const user = (await registerUser(server.url)).client;
      const target = (await createDoctype(user)).id;
      const noise = await makeNoisePng(50);
      const answers = await Promise.all(
        Array.from({ length: queued }, (_, n) =>
          uploadFiles<{ uploads: { id: string }[] }>(user, target, [
            { name: `noise-${n}.png`, bytes: noise },
          ]),
        ),
      );
      const stored = answers.filter((res) => res.status === 201);
      const refused = answers.filter(
        (res) =>
          res.status === 400 &&
          (res.body as { error?: { code?: string } }).error?.code === 'uploads/too-many-waiting',
      );
      // Not read on: the checks after this one keep the extraction processes to themselves.
      for (const res of stored) await user.delete(`/api/uploads/${res.body.uploads[0]!.id}`);
      return [
        stored.length === FREE_MAX_WAITING_UPLOADS && refused.length === queued - stored.length,
        `${stored.length} stored, ${refused.length} too-many-waiting`,
      ];
    },
  );

  await check('CSRF: same host, wrong scheme in Origin', '403', async () => {
    const origin = server.url.replace('http://', 'https://');
    const res = await owner.post('/api/doctypes', { title: 'csrf' }, { headers: { origin } });
    return [res.status === 403, String(res.status)];
  });

  await check(`event streams: one past ${MAX_STREAMS_PER_USER} per user`, '429', async () => {
    const user = (await registerUser(server.url)).client;
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const controller = new AbortController();
    try {
      const open = () =>
        fetch(`${server.url}/api/events`, { headers: { cookie }, signal: controller.signal });
      const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, open));
      const extra = await open();
      const accepted = streams.filter((s) => s.status === 200).length;
      return [
        accepted === MAX_STREAMS_PER_USER && extra.status === 429,
        `${accepted} then ${extra.status}`,
      ];
    } finally {
      controller.abort();
    }
  });

  await check(`health past the rate limit (${RATE_LIMIT}/min)`, 'health 200, API 429', async () => {
    const spam = new HttpClient(server.url);
    const api = await Promise.all(
      Array.from({ length: RATE_LIMIT + 10 }, () => spam.get('/api/doctypes')),
    );
    const health = await Promise.all(Array.from({ length: 20 }, () => spam.get('/api/health')));
    const limited = api.filter((r) => r.status === 429).length;
    const healthy = health.every((r) => r.status === 200);
    return [
      limited > 0 && healthy,
      `API 429×${limited}, health ${healthy ? 'all 200' : 'limited'}`,
    ];
  });
} finally {
  await server.stop();
}
await replayEdgeAttacks(check);
await replayMailDailyCaps(check);
await replayLlmAttacks(check);
await replayStripeAttacks(check);
await replayWorkerKill(check);

const width = (key: 'attack' | 'expected') => Math.max(...rows.map((row) => row[key].length));
for (const row of rows)
  console.log(
    `${row.ok ? 'ok  ' : 'FAIL'} ${row.attack.padEnd(width('attack'))}  ${row.expected.padEnd(width('expected'))}  ${row.got}`,
  );
const failed = rows.filter((row) => !row.ok).length;
console.log(
  failed === 0 ? `all ${rows.length} attacks failed as they should` : `${failed} regressed`,
);
if (failed > 0) process.exitCode = 1;
