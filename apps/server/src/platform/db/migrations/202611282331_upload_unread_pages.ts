/**
 * An upload keeps the pages its last parse could not read (issue 27): the list says so, and
 * those pages' records need review (records.unread_pages, 202611282330).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON array of page numbers; null when every page was read.
  await db.schema.alterTable('uploads').addColumn('unread_pages', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('unread_pages').execute();
}
