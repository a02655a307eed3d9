import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Doctype } from '@docsift/core/doctype';
import type { Me } from '@docsift/core/me';
import type { Team } from '@docsift/core/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliAnswer } from './cli-in-process.ts';
import { runCliInProcess } from './cli-in-process.ts';
import { HttpClient } from './http-client.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import type { PostgresTestDatabase } from './postgres-test-database.ts';
import { dialects, startTestServer } from './test-server.ts';

const bin = path.resolve(import.meta.dirname, '../bin/docsift.js');

/** Succeeds with stdout, or fails with the answer (as execFile rejects with code and stderr). */
async function succeeding(answer: Promise<CliAnswer>): Promise<{ stdout: string }> {
  const done = await answer;
  if (done.code !== 0) throw Object.assign(new Error(`docsift exited with ${done.code}`), done);
  return done;
}

describe.each(dialects)('docsift CLI on %s', (dialect) => {
  let dataDir: string;
  let pg: PostgresTestDatabase | null = null;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-cli-'));
    pg = dialect === 'postgres' ? await createPostgresTestDatabase() : null;
    env = {
      DATA_DIR: dataDir,
      AUTH_SECRET: 'cli-test-secret-cli-test-secret-0123456',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
  });
  afterAll(async () => {
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const docsift = (...args: string[]) => succeeding(runCliInProcess(env, args));

  it(
    'the bin runs a verb and answers on stdout, and a failure in one line on stderr with exit code 1',
    // Each run is a fresh Node process: slow on a busy machine.
    { timeout: 120_000 },
    async () => {
      const spawned = (...args: string[]) =>
        promisify(execFile)(process.execPath, [bin, ...args], {
          env: { ...process.env, ...env },
        });
      const created = await spawned(
        'users',
        'create',
        '--email',
        'Spawned@Example.com',
        '--password',
        'cli-password-1',
      );
      expect(created).toEqual({
        stdout: expect.stringMatching(/^created spawned@example\.com \(\S+\) with role free\n$/),
        stderr: '',
      });
      await expect(
        spawned('users', 'create', '--email', 'spawned@example.com', '--password', 'cli-pw-2'),
      ).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'docsift: auth/email-already-in-use: E-Mail already exists\n',
      });
    },
  );

  it('creates a user, sets its role and issues an API key the server accepts', async () => {
    const created = await docsift(
      'users',
      'create',
      '--email',
      'Ops@Example.com',
      '--password',
      'cli-password-1',
    );
    expect(created.stdout).toMatch(/^created ops@example\.com \(\S+\) with role free\n$/);
    await docsift('users', 'set-role', '--email', 'ops@example.com', '--role', 'starter');
    const { stdout } = await docsift(
      'api-keys',
      'create',
      '--email',
      'ops@example.com',
      '--name',
      'ci',
    );
    const key = stdout.trimEnd().split('\n').at(-1)!;
    expect(key).toMatch(/^dsk_\S+$/);

    const server = await startTestServer(dialect, { env });
    try {
      const client = new HttpClient(server.url);
      const me = await client.get<Me>('/api/me', { headers: { authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        email: 'ops@example.com',
        role: 'starter',
        hasPassword: true,
        credits: { count: 3000, extra: 0, total: 3000 },
      });
      expect(
        (
          await client.post('/api/auth/login', {
            email: 'ops@example.com',
            password: 'cli-password-1',
          })
        ).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('grants credits and corrects them with a negative number, never below zero', async () => {
    await docsift('users', 'create', '--email', 'paid@example.com', '--password', 'cli-password-1');
    const grant = (...args: string[]) =>
      docsift('credits', 'grant', '--email', 'paid@example.com', ...args);

    expect((await grant('--credits', '250')).stdout).toBe(
      'paid@example.com now has 750 credits (500 of the plan, 250 extra)\n',
    );
    expect((await grant('--credits', '-100', '--pool', 'count')).stdout).toBe(
      'paid@example.com now has 650 credits (400 of the plan, 250 extra)\n',
    );
    await expect(grant('--credits', '-251')).rejects.toMatchObject({
      code: 1,
      stderr: 'docsift: invalid-argument: pool_below_zero\n',
    });
    await expect(
      docsift('credits', 'grant', '--email', 'nobody@example.com', '--credits', '5'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('auth/user-not-found') });
  });

  it('lists API keys without their secret and revokes one by id', async () => {
    await docsift('users', 'create', '--email', 'keys@example.com', '--password', 'cli-password-1');
    const created = await docsift('api-keys', 'create', '--email', 'keys@example.com');
    const key = created.stdout.trimEnd().split('\n').at(-1)!;
    const listed = await docsift('api-keys', 'list', '--email', 'keys@example.com');
    const [id, prefix, createdAt, lastUsed, name] = listed.stdout.trimEnd().split('\t');
    expect(listed.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(listed.stdout).not.toContain(key);
    expect({ id, prefix, createdAt, lastUsed, name }).toEqual({
      id: expect.stringMatching(/^apikey-[a-z0-9]{20}$/),
      prefix: `${key.slice(0, 8)}…`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsed: 'never',
      name: 'cli',
    });

    // As `serve` runs it: the pipeline brings the event bus every node listens on.
    const server = await startTestServer(dialect, { env, pipeline: true, workers: false });
    const me = () =>
      new HttpClient(server.url).get('/api/me', { headers: { authorization: `Bearer ${key}` } });
    try {
      // The server now holds the key's lookup in its cache.
      expect((await me()).status).toBe(200);
      const revoked = await docsift(
        'api-keys',
        'revoke',
        '--email',
        'keys@example.com',
        '--id',
        id!,
      );
      expect(revoked.stdout).toBe(`revoked ${id} of keys@example.com\n`);
      // On PostgreSQL the CLI tells every node; the embedded mode's server forgets within 10 s.
      if (dialect === 'postgres') expect((await me()).status).toBe(401);
    } finally {
      await server.close();
    }
    expect((await docsift('api-keys', 'list', '--email', 'keys@example.com')).stdout).toBe('');
    await expect(
      docsift('api-keys', 'revoke', '--email', 'keys@example.com', '--id', id!),
    ).rejects.toMatchObject({ code: 1, stderr: 'docsift: not-found: Not found\n' });
  });

  it('shares a doctype: adds an account, mails an address without one', async () => {
    await docsift('users', 'create', '--email', 'author@example.com', '--password', 'cli-pw-1');
    await docsift('users', 'create', '--email', 'member@example.com', '--password', 'cli-pw-1');
    const created = await docsift('api-keys', 'create', '--email', 'author@example.com');
    const authorization = `Bearer ${created.stdout.trimEnd().split('\n').at(-1)!}`;
    const server = await startTestServer(dialect, { env, pipeline: true, workers: false });
    try {
      const client = new HttpClient(server.url);
      const doctype = await client.post<Doctype>(
        '/api/doctypes',
        { title: 'Shared', mode: 'single' },
        { headers: { authorization } },
      );
      const share = (other: string) =>
        docsift(
          'doctypes',
          'share',
          '--email',
          'author@example.com',
          '--doctype',
          doctype.body.id,
          '--with',
          other,
        );
      expect((await share('Member@Example.com')).stdout).toBe(
        `added member@example.com to ${doctype.body.id}\n`,
      );
      expect((await share('new@example.com')).stdout).toMatch(
        new RegExp(`^invited new@example\\.com to ${doctype.body.id} \\(the link expires \\d{4}-`),
      );
      const team = await client.get<Team>(`/api/doctypes/${doctype.body.id}/members`, {
        headers: { authorization },
      });
      expect(team.body.members.map((m) => m.email)).toEqual([
        'author@example.com',
        'member@example.com',
      ]);
      expect(team.body.invitations.map((i) => i.email)).toEqual(['new@example.com']);
      await expect(share('member@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: 'docsift: team/already-member: This person is already a member\n',
      });
    } finally {
      await server.close();
    }
  });

  it('fails with one line and exit code 1 on bad input', async () => {
    const [duplicate, unknown, short] = await Promise.allSettled([
      docsift('users', 'create', '--email', 'ops@example.com', '--password', 'cli-password-1'),
      docsift('api-keys', 'create', '--email', 'nobody@example.com'),
      docsift('users', 'create', '--email', 'new@example.com', '--password', '123'),
    ]);
    expect(duplicate).toMatchObject({
      status: 'rejected',
      reason: { code: 1, stderr: 'docsift: auth/email-already-in-use: E-Mail already exists\n' },
    });
    expect(unknown).toMatchObject({
      status: 'rejected',
      reason: { code: 1, stderr: expect.stringContaining('auth/user-not-found') },
    });
    expect(short).toMatchObject({
      status: 'rejected',
      reason: { code: 1, stderr: expect.stringContaining('password_too_short') },
    });
  });

  it('lists every configuration problem and exits 1', async () => {
    expect(await runCliInProcess({ ...env, PORT: 'x', LOG_LEVEL: 'loud' }, ['migrate'])).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(/^docsift: .*PORT: .*\n.*LOG_LEVEL: /s),
    });
  });
});
