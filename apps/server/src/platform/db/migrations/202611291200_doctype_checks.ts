/**
 * Validation rules (issue 28, core's field-rules.ts): a doctype's checks between fields
 * (`Net + VAT = Gross within 0.01`) as a JSON array of `{expression}`. A field's own rules ride
 * in its JSON in `fields`, which needs no column.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctypes')
    .addColumn('checks', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctypes').dropColumn('checks').execute();
}
