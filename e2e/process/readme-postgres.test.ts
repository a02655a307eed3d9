/**
 * README's "Running on PostgreSQL" as a new user runs it: the block's own lines in `sh`, with a
 * fresh database name, a free port and a temp DATA_DIR; `npm start` runs the server it starts
 * after building the web app (the build is not what this checks). Then someone signs up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { registerUser } from '@docsift/server/testing/accounts';
import { freePort } from '../support/free-port.ts';
import { waitForHealth } from '../support/docsift-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const database = `docsift_readme_${randomBytes(4).toString('hex')}`;
let server: ChildProcess | null = null;
let dataDir = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await withPostgres((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

async function withPostgres<T>(run: (client: pg.Client) => Promise<T>, name = 'postgres') {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${name}` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The shell block under a heading of README.md. */
async function readmeBlock(heading: string): Promise<string> {
  const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`README has no sh block under "## ${heading}"`);
  return block;
}

it('starts as README says and lets someone sign up, with the data in PostgreSQL', async () => {
  const block = await readmeBlock('Running on PostgreSQL');
  expect(block).toMatch(/^createdb .* docsift$/m);
  expect(block).toMatch(/^npm start$/m);
  const script = block
    .replace(/^(createdb .* )docsift$/m, `$1${database}`)
    .replaceAll('/docsift\n', `/${database}\n`)
    .replace(/^npm start$/m, 'exec node apps/server/bin/docsift.js serve');
  expect(script).not.toMatch(/\bdocsift\n/);

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-readme-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Only what a fresh shell has, plus where to listen and keep files: no test settings leak in.
  // Inbound mail takes a free port, so a server running beside this test keeps 2525.
  server = spawn('sh', ['-e', '-c', script], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: os.homedir(),
      PORT: String(port),
      DATA_DIR: dataDir,
      INBOUND_SMTP_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    server!.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`))),
  );
  await Promise.race([waitForHealth(url), exited]);

  const { email, me } = await registerUser(url);
  expect(me.email).toBe(email);
  const users = await withPostgres(
    (client) => client.query<{ email: string }>('SELECT email FROM users'),
    database,
  );
  expect(users.rows).toEqual([{ email }]);
  // No SQLite beside it: the files folder at most.
  expect((await readdir(dataDir)).filter((name) => name.startsWith('docsift.db'))).toEqual([]);
});
