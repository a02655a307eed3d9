/** The SQL of inbound e-mail: which doctype an address names, and each doctype's allow-list. */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export function createInboundMailRepository(db: Kysely<Tables>) {
  return {
    /** The author of a ready doctype (drafts and deleted doctypes get no mail); null when none. */
    async authorOfReady(doctypeId: string): Promise<string | null> {
      const row = await db
        .selectFrom('doctypes')
        .select('author')
        .where('id', '=', doctypeId)
        .where('state', '=', 'ready')
        .executeTakeFirst();
      return row?.author ?? null;
    },

    async allowedSenders(doctypeId: string): Promise<string[]> {
      const row = await db
        .selectFrom('inbound_mail_settings')
        .select('allowed_senders')
        .where('doctype_id', '=', doctypeId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.allowed_senders) as string[]) : [];
    },

    async setAllowedSenders(doctypeId: string, senders: string[], at: number): Promise<void> {
      const allowed_senders = JSON.stringify(senders);
      await db
        .insertInto('inbound_mail_settings')
        .values({ doctype_id: doctypeId, allowed_senders, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('doctype_id').doUpdateSet({ allowed_senders, updated_at: at }),
        )
        .execute();
    },
  };
}

export type InboundMailRepository = ReturnType<typeof createInboundMailRepository>;
