/**
 * `docsift migrate-to-postgres --from DATA_DIR`: moves an embedded instance (SQLite and files)
 * into the deployment the environment describes (DATABASE_URL, and S3_* or DATA_DIR/files). Stop the
 * embedded instance first. Everything is verified; running it again resumes and re-verifies.
 * Uploads that were being processed are queued again on the new queue.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { createJobQueue } from '../platform/queue/create-job-queue.ts';
import type { Runtime } from '../platform/runtime.ts';
import { enqueueScan } from '../pipeline/pipeline.service.ts';
import { copyFiles } from './copy-files.ts';
import { copyTables } from './copy-tables.ts';

/** Resolves to whether everything was copied and verified. */
export async function migrateToPostgresCommand(
  runtime: Runtime,
  options: { from: string },
  out: NodeJS.WritableStream = process.stdout,
): Promise<boolean> {
  const { database: target, logger } = runtime;
  if (target.dialect !== 'postgres')
    throw new Error('DATABASE_URL: required (the PostgreSQL database to copy into)');
  const sourceFile = path.join(options.from, 'docsift.db');
  if (!existsSync(sourceFile)) throw new Error(`no embedded database at ${sourceFile}`);

  const source = openDatabase({ dataDir: options.from, databaseUrl: undefined });
  try {
    // The source may come from an older version: bring it to this version's schema first.
    await migrateToLatest(source.db);
    const tables = await copyTables(source.db, target.db, (table, rows) =>
      logger.info({ table, rows }, 'copying rows'),
    );
    const files = await copyFiles(
      path.join(options.from, 'files'),
      runtime.storage,
      (count) => count % 100 === 0 && logger.info({ files: count }, 'copying files'),
    );
    const requeued = await requeueUnfinished(runtime);

    out.write(
      `${'table'.padEnd(22)}${'sqlite'.padStart(10)}${'postgres'.padStart(10)}  mismatched\n`,
    );
    for (const copy of tables)
      out.write(
        `${copy.table.padEnd(22)}${String(copy.source).padStart(10)}${String(copy.target).padStart(10)}  ${copy.mismatched}\n`,
      );
    out.write(
      `files: ${files.files} (${(files.bytes / 1e6).toFixed(1)} MB), ${files.mismatched.length} mismatched\n`,
    );
    for (const key of files.mismatched) out.write(`  differs: ${key}\n`);
    if (requeued > 0) out.write(`queued again: ${requeued} upload(s) that were being processed\n`);
    const ok =
      files.mismatched.length === 0 &&
      tables.every((copy) => copy.mismatched === 0 && copy.source === copy.target);
    out.write(
      ok
        ? 'done: everything copied and verified\n'
        : 'NOT done: the rows or files above differ; nothing was deleted, run it again after fixing the cause\n',
    );
    return ok;
  } finally {
    await source.close();
  }
}

/** Uploads stopped mid-way have no job on the new queue: start their scan again; answers how many. */
async function requeueUnfinished(runtime: Runtime): Promise<number> {
  const unfinished = await runtime.database.db
    .selectFrom('uploads')
    .select(['id', 'author', 'content_type as contentType'])
    .where('state', 'in', ['uploaded', 'scanning', 'parsing'])
    .execute();
  if (unfinished.length === 0) return 0;
  const queue = await createJobQueue(runtime.config, runtime.database, runtime.logger);
  let queued = 0;
  try {
    // A scan still waiting from an earlier run is the same job: not queued twice.
    for (const upload of unfinished) if (await enqueueScan(queue, upload)) queued += 1;
  } finally {
    await queue.stop();
  }
  return queued;
}
