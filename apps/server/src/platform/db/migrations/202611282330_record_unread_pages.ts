/**
 * A record keeps the pages the extractor could not read for it (the language model's answer
 * stayed invalid after its repair, issue 27): its empty values then need a person.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON array of page numbers; null when every page was read.
  await db.schema.alterTable('records').addColumn('unread_pages', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('records').dropColumn('unread_pages').execute();
}
