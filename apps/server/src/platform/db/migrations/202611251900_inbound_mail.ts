/** Each doctype's inbound e-mail settings (the sender allow-list); deleted with the doctype. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbound_mail_settings')
    .addColumn('doctype_id', 'text', (c) =>
      c.primaryKey().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('allowed_senders', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_mail_settings').execute();
}
