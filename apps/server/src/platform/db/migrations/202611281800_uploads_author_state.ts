/**
 * A user's uploads by state: a free user's uploads still waiting to be processed are counted
 * at each upload (issue 27 item 1), without reading every upload of the deployment.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('uploads_author_state_idx')
    .on('uploads')
    .columns(['author', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_author_state_idx').execute();
}
