/**
 * Record provenance and edits: where the extractor read each value (page and box), how sure it
 * was, and the values a person changed with what had been extracted. JSON objects keyed by
 * field key, like `data`; existing records start with none.
 */
import type { Kysely } from 'kysely';

const columns = ['sources', 'confidence', 'edits'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema
      .alterTable('records')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) await db.schema.alterTable('records').dropColumn(column).execute();
}
