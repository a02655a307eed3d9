/**
 * An attempt names its delivery (issue 30), so a failed one can be sent again as that delivery:
 * the same `webhook-id`, the same `created`, and for a `record.approved` delivery the same record.
 * Attempts written before have none and cannot be resent.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('webhook_invocations').addColumn('delivery_id', 'text').execute();
  await db.schema
    .alterTable('webhook_invocations')
    .addColumn('delivery_created', 'bigint')
    .execute();
  await db.schema.alterTable('webhook_invocations').addColumn('record_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_invocations').dropColumn('record_id').execute();
  await db.schema.alterTable('webhook_invocations').dropColumn('delivery_created').execute();
  await db.schema.alterTable('webhook_invocations').dropColumn('delivery_id').execute();
}
