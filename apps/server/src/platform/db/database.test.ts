import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { unitOfWork } from './unit-of-work.ts';

/**
 * A second writer on the same SQLite file, as `docsift users set-role` is beside `docsift serve`:
 * a thread with its own connection that commits one-row updates until told to stop.
 */
function startOtherWriter(file: string): { stop(): Promise<number> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Sqlite = require(workerData.driver);
    const db = new Sqlite(workerData.file, { timeout: 5000 });
    const bump = db.prepare('update counter set n = n + 1');
    const pause = new Int32Array(new SharedArrayBuffer(4));
    let commits = 0;
    let stopping = false;
    parentPort.on('message', () => { stopping = true; });
    function burst() {
      for (let i = 0; i < 20; i += 1) {
        bump.run();
        commits += 1;
        Atomics.wait(pause, 0, 0, 1);
      }
      if (stopping) parentPort.postMessage(commits), db.close();
      else setImmediate(burst);
    }
    parentPort.postMessage('started');
    burst();
    `,
    {
      eval: true,
      workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
    },
  );
  const started = new Promise((resolve) => worker.once('message', resolve));
  return {
    async stop() {
      await started;
      const commits = new Promise<number>((resolve) =>
        worker.on('message', (message) => typeof message === 'number' && resolve(message)),
      );
      worker.postMessage('stop');
      const count = await commits;
      await worker.terminate();
      return count;
    },
  };
}

describe('SQLite beside another process', () => {
  let dataDir: string;
  let database: Database;

  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a transaction that reads and then writes waits for the other writer's commits instead of failing as locked", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'docsift-sqlite-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    const { db } = database;
    await sql`create table counter (n integer not null)`.execute(db);
    await sql`insert into counter (n) values (0)`.execute(db);
    const other = startOtherWriter(path.join(dataDir, 'docsift.db'));
    const transaction = unitOfWork(db, (executor) => executor);

    const transactions = 100;
    for (let i = 0; i < transactions; i += 1) {
      await transaction(async (trx) => {
        await sql`select n from counter`.execute(trx);
        // Lets the other writer commit between this transaction's read and its write.
        await new Promise((resolve) => setTimeout(resolve, 2));
        await sql`update counter set n = n + 1`.execute(trx);
      });
    }

    const otherCommits = await other.stop();
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
    expect(otherCommits).toBeGreaterThan(0);
    expect(rows[0]!.n).toBe(transactions + otherCommits);
  });
});
