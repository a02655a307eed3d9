/**
 * Teams (issue 29): a member row remembers who added them and when; an invitation to an address
 * without an account waits, by the sha256 of its link's token, until it is accepted, revoked or
 * its 7 days pass. Existing team rows are their doctypes' authors: joined when it was created.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctype_team')
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('doctype_team')
    .addColumn('joined_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE doctype_team SET joined_at = (SELECT created_at FROM doctypes WHERE doctypes.id = doctype_team.doctype_id)`.execute(
    db,
  );

  await db.schema
    .createTable('doctype_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('doctype_invitations_doctype_idx')
    .on('doctype_invitations')
    .column('doctype_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('doctype_invitations').execute();
  await db.schema.alterTable('doctype_team').dropColumn('joined_at').execute();
  await db.schema.alterTable('doctype_team').dropColumn('invited_by').execute();
}
