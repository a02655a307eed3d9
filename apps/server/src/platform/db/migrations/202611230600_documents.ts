/**
 * Documents: doctypes with their team, uploads, records and notifications. Deleting a user
 * cascades to what they authored; deleting a doctype cascades to its uploads, records and
 * notifications (stored files are removed by the service, not by the database).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctypes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doctypes_author_idx').on('doctypes').column('author').execute();

  await db.schema
    .createTable('doctype_team')
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('doctype_team_pk', ['doctype_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('doctype_team_user_idx')
    .on('doctype_team')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('file_source', 'text', (c) => c.notNull())
    .addColumn('file_ocr', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('doctype_hash', 'text')
    .addColumn('record_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_doctype_created_idx')
    .on('uploads')
    .columns(['doctype_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('uploads_expires_at_idx')
    .on('uploads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    // The record's order within its upload (`order` is an SQL keyword).
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('records_doctype_created_idx')
    .on('records')
    .columns(['doctype_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('records_upload_idx')
    .on('records')
    .columns(['upload_id', 'position'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('timeout', 'integer')
    .addColumn('doctype_id', 'text', (c) => c.references('doctypes.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.references('uploads.id').onDelete('cascade'))
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deletable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'records', 'uploads', 'doctype_team', 'doctypes']) {
    await db.schema.dropTable(table).execute();
  }
}
