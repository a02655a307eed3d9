/**
 * A rotated webhook secret keeps verifying for a day: deliveries carry signatures with both, so a
 * receiver can switch to the new one without refusing any delivery meanwhile.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('webhooks').addColumn('previous_secret', 'text').execute();
  await db.schema.alterTable('webhooks').addColumn('previous_secret_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('previous_secret_until').execute();
  await db.schema.alterTable('webhooks').dropColumn('previous_secret').execute();
}
