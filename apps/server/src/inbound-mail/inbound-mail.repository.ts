/**
 * The SQL of inbound e-mail: which doctype an address names, each doctype's allow-list, and its
 * log of received mail.
 */
import type { ReceivedMail } from '@docsift/core/inbound-mail';
import { MAX_INBOUND_MAILS_LOGGED } from '@docsift/core/inbound-mail';
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

    /** Logs a received mail and drops the doctype's beyond the latest listed. */
    async logMail(doctypeId: string, mail: ReceivedMail): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('inbound_mail_log')
          .values({
            id: mail.id,
            doctype_id: doctypeId,
            received_at: mail.received,
            sender: mail.sender,
            outcome: mail.outcome,
            uploads: mail.uploads,
          })
          .execute();
        await trx
          .deleteFrom('inbound_mail_log')
          .where('doctype_id', '=', doctypeId)
          .where('id', 'not in', (eb) =>
            eb
              .selectFrom('inbound_mail_log')
              .select('id')
              .where('doctype_id', '=', doctypeId)
              .orderBy('received_at', 'desc')
              .orderBy('id', 'desc')
              .limit(MAX_INBOUND_MAILS_LOGGED),
          )
          .execute();
      });
    },

    /** The doctype's received mail, newest first. */
    async receivedMails(doctypeId: string): Promise<ReceivedMail[]> {
      const rows = await db
        .selectFrom('inbound_mail_log')
        .selectAll()
        .where('doctype_id', '=', doctypeId)
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_INBOUND_MAILS_LOGGED)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        received: Number(row.received_at),
        sender: row.sender,
        outcome: row.outcome as ReceivedMail['outcome'],
        uploads: Number(row.uploads),
      }));
    },
  };
}

export type InboundMailRepository = ReturnType<typeof createInboundMailRepository>;
