/**
 * A start that cannot use its database says why in one line on stderr and exits non-zero,
 * instead of a generic "migration failed" or a server that answers 500 later.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const bin = path.resolve(import.meta.dirname, '../bin/docsift.js');
const run = promisify(execFile);
// Each verb is a fresh Node process compiling TypeScript: slow on a busy machine.
const spawnTimeout = { timeout: 120_000 };
const pgBase = 'postgres://postgres@127.0.0.1:5432';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-startup-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function migrate(databaseUrl?: string): Promise<{ code: number; stderr: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'startup-test-secret-startup-test-secret',
    DATABASE_URL: databaseUrl,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  try {
    const { stderr } = await run(process.execPath, [bin, 'migrate'], { env });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

function expectOneLine(result: { code: number; stderr: string }, line: RegExp) {
  expect(result.code).toBe(1);
  expect(result.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
}

describe('a wrong DATABASE_URL names its cause', () => {
  it('reports PostgreSQL unreachable on a closed port', spawnTimeout, async () => {
    expectOneLine(
      await migrate('postgres://postgres@127.0.0.1:1/docsift'),
      /^docsift: PostgreSQL at 127\.0\.0\.1:1 is unreachable \(ECONNREFUSED\): check that the server runs/,
    );
  });

  it(
    'reports PostgreSQL unreachable when the port accepts but never answers',
    spawnTimeout,
    async () => {
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => void sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const started = Date.now();
        expectOneLine(
          await migrate(`postgres://postgres@127.0.0.1:${port}/docsift`),
          new RegExp(
            `^docsift: PostgreSQL at 127\\.0\\.0\\.1:${port} is unreachable \\(no answer within the connect timeout\\)`,
          ),
        );
        // The connect timeout, not a TCP timeout of minutes, ended it (the rest is Node starting up).
        expect(Date.now() - started).toBeLessThan(60_000);
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
  );

  it('reports a host name that does not resolve', spawnTimeout, async () => {
    expectOneLine(
      await migrate('postgres://postgres@docsift-no-such-host.invalid/docsift'),
      /^docsift: PostgreSQL host docsift-no-such-host\.invalid cannot be resolved \((ENOTFOUND|EAI_AGAIN)\)/,
    );
  });

  it('reports a user the server refuses', spawnTimeout, async () => {
    expectOneLine(
      await migrate('postgres://docsift_no_such_user:secret@127.0.0.1:5432/postgres'),
      /^docsift: PostgreSQL refused user docsift_no_such_user \(28000: .*\): check the user name and password/,
    );
  });

  it('reports a missing database and how to create it', spawnTimeout, async () => {
    expectOneLine(
      await migrate(`${pgBase}/docsift_no_such_database`),
      /^docsift: PostgreSQL database docsift_no_such_database does not exist on 127\.0\.0\.1:5432: create it \(createdb docsift_no_such_database\)/,
    );
  });
});

describe('a damaged SQLite file refuses to start', () => {
  const dbFile = () => path.join(dataDir, 'docsift.db');

  it('names a file that is not a database', spawnTimeout, async () => {
    await writeFile(dbFile(), Buffer.alloc(8192, 'x'));
    expectOneLine(
      await migrate(),
      new RegExp(
        `^docsift: SQLite database ${escape(dbFile())} is damaged \\(file is not a database\\): restore it`,
      ),
    );
  });

  it('names a file whose pages are corrupt', spawnTimeout, async () => {
    const sqlite = new BetterSqlite3(dbFile());
    sqlite.exec('CREATE TABLE t (v TEXT); CREATE INDEX t_v ON t (v);');
    const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
    // One transaction: 2,000 commits, each synced to disk, took 28 s on a busy machine.
    sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(`row-${i}-${'p'.repeat(50)}`);
    })();
    sqlite.close();
    const { size } = await stat(dbFile());
    const handle = await open(dbFile(), 'r+');
    // Overwrite every page after the schema page; the header stays valid.
    await handle.write(Buffer.alloc(size - 8192, 0xa5), 0, size - 8192, 8192);
    await handle.close();
    expectOneLine(
      await migrate(),
      new RegExp(`^docsift: SQLite database ${escape(dbFile())} is damaged \\(.+\\): restore it`),
    );
  });

  it('treats a zero-length file in a used DATA_DIR as truncated', spawnTimeout, async () => {
    await writeFile(path.join(dataDir, 'auth-secret'), 'x'.repeat(40));
    await writeFile(dbFile(), '');
    expectOneLine(
      await migrate(),
      new RegExp(
        `^docsift: SQLite database ${escape(dbFile())} is damaged \\(zero-length file in a used DATA_DIR\\)`,
      ),
    );
  });

  it('treats a zero-length file in a new DATA_DIR as a new database', spawnTimeout, async () => {
    await writeFile(dbFile(), '');
    const result = await migrate();
    expect(result.code).toBe(0);
    expect((await stat(dbFile())).size).toBeGreaterThan(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
