/**
 * Fair turns across users in the embedded queue: a job carries its group (the upload's owner)
 * and a priority that puts it behind the group's own unfinished jobs (embedded-queue.ts).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('group_key', 'text').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Counting a group's unfinished jobs at each send reads only those.
  await db.schema
    .createIndex('jobs_group_idx')
    .on('jobs')
    .columns(['name', 'group_key'])
    .where(sql.ref('state'), 'in', sql`('queued', 'active')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_group_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('priority').execute();
  await db.schema.alterTable('jobs').dropColumn('group_key').execute();
}
