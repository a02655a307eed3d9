/**
 * Each doctype's latest received e-mails (issue 30): when, from whom, and what became of them
 * (accepted with so many uploads, sender refused, no usable attachment); deleted with the doctype.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbound_mail_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('uploads', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbound_mail_log_doctype_received_idx')
    .on('inbound_mail_log')
    .columns(['doctype_id', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_mail_log').execute();
}
