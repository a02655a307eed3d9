/**
 * A webhook can send only the records in some review states (issue 28): a JSON array of them;
 * null, as every existing spec gets, sends every record as before.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhooks').addColumn('review_states', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('review_states').execute();
}
