/**
 * A parse job names its payer (pipeline-jobs.ts, version 2; issue 29): a worker of this version
 * refuses a version-1 payload, so the parse jobs still waiting or running get the payer they
 * would have named, their upload's author now. Both queues hold them: the embedded queue's
 * `jobs` table (on both dialects), and on PostgreSQL pg-boss's own table once pg-boss made it.
 * A job whose upload is gone stays as it is: it fails as invalid, and there is nothing to parse.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`UPDATE jobs
      SET version = 2,
        payload = json_set(payload, '$.payerId', (
          SELECT author FROM uploads WHERE uploads.id = json_extract(jobs.payload, '$.uploadId')))
      WHERE name = 'parse' AND version = 1 AND state IN ('queued', 'active')
        AND EXISTS (
          SELECT 1 FROM uploads WHERE uploads.id = json_extract(jobs.payload, '$.uploadId'))`.execute(
      db,
    );
    return;
  }
  await sql`UPDATE jobs
    SET version = 2, payload = (payload::jsonb || jsonb_build_object('payerId', uploads.author))::text
    FROM uploads
    WHERE uploads.id = jobs.payload::jsonb ->> 'uploadId'
      AND jobs.name = 'parse' AND jobs.version = 1 AND jobs.state IN ('queued', 'active')`.execute(
    db,
  );
  if (!(await hasPgBossJobs(db))) return;
  // pg-boss keeps our envelope (pg-boss-queue.ts) in `data`: { version, payload, ... }.
  await sql`UPDATE pgboss.job
    SET data = jsonb_set(
      jsonb_set(data, '{payload,payerId}', to_jsonb(uploads.author)), '{version}', '2')
    FROM uploads
    WHERE uploads.id = job.data -> 'payload' ->> 'uploadId'
      AND job.name = 'parse' AND (job.data ->> 'version')::int = 1
      AND job.state IN ('created', 'retry', 'active')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`UPDATE jobs SET version = 1, payload = json_remove(payload, '$.payerId')
      WHERE name = 'parse' AND version = 2 AND state IN ('queued', 'active')`.execute(db);
    return;
  }
  await sql`UPDATE jobs SET version = 1, payload = (payload::jsonb - 'payerId')::text
    WHERE name = 'parse' AND version = 2 AND state IN ('queued', 'active')`.execute(db);
  if (!(await hasPgBossJobs(db))) return;
  await sql`UPDATE pgboss.job
    SET data = jsonb_set(data #- '{payload,payerId}', '{version}', '1')
    WHERE name = 'parse' AND (data ->> 'version')::int = 2
      AND state IN ('created', 'retry', 'active')`.execute(db);
}

/** pg-boss makes its schema when a node first starts it, after the migrations. */
async function hasPgBossJobs(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{
    table: string | null;
  }>`SELECT to_regclass('pgboss.job')::text AS "table"`.execute(db);
  return rows[0]?.table != null;
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
