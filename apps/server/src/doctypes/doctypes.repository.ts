import type { Doctype, DoctypeMode, DoctypeState, Field } from '@docsift/core/doctype';
import { withModeFlags } from '@docsift/core/doctype';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import { lockUserRow } from '../platform/db/lock-user-row.ts';
import type { DoctypesTable, Tables } from '../platform/db/schema.ts';

function toDoctype(row: Selectable<DoctypesTable>, team: string[]): Doctype {
  return {
    id: row.id,
    type: 'doctype',
    state: row.state as DoctypeState,
    author: row.author,
    team,
    created: row.created_at,
    updated: row.updated_at,
    title: row.title,
    ...withModeFlags(row.mode as DoctypeMode),
    prompt: row.prompt,
    fields: JSON.parse(row.fields) as Field[],
    hash: row.hash,
  };
}

export type DoctypeChanges = Partial<
  Pick<Doctype, 'title' | 'mode' | 'prompt' | 'fields' | 'hash' | 'state'>
> & { updated: number };

async function countAuthoredBy(
  db: Kysely<Tables>,
  userId: string,
  draftsSince: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('doctypes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('author', '=', userId)
    .where((eb) => eb.or([eb('state', '=', 'ready'), eb('created_at', '>=', draftsSince)]))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Notes, inside the change's transaction, what a change of a doctype's fields made stale: the
 * fields of the records' field-key index to re-key (records/field-rekeys.ts), given by the
 * composition root because records depend on doctypes, not the other way round. True when
 * there is work for the rekey job.
 */
export type FieldsChangeHook = (
  trx: Kysely<Tables>,
  doctypeId: string,
  before: readonly Field[],
  after: readonly Field[],
) => Promise<boolean>;

export function createDoctypesRepository(
  db: Kysely<Tables>,
  dialect: DialectName,
  onFieldsChange: FieldsChangeHook,
) {
  async function teamsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    const teams = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return teams;
    const rows = await db
      .selectFrom('doctype_team')
      .select(['doctype_id', 'user_id'])
      .where('doctype_id', 'in', ids)
      .orderBy('user_id')
      .execute();
    for (const row of rows) teams.get(row.doctype_id)?.push(row.user_id);
    return teams;
  }

  return {
    /**
     * Inserts the doctype unless its author already has `max`: ready ones plus the drafts created
     * since `draftsSince` (a running wizard holds a place). False when refused. Parallel inserts of
     * one author count one after the other.
     */
    async insertWithinLimit(
      doctype: Doctype,
      { max, draftsSince }: { max: number; draftsSince: number },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockUserRow(trx, dialect, doctype.author);
        if ((await countAuthoredBy(trx, doctype.author, draftsSince)) >= max) return false;
        await trx
          .insertInto('doctypes')
          .values({
            id: doctype.id,
            author: doctype.author,
            state: doctype.state,
            title: doctype.title,
            mode: doctype.mode,
            prompt: doctype.prompt,
            fields: JSON.stringify(doctype.fields),
            hash: doctype.hash,
            created_at: doctype.created,
            updated_at: doctype.updated,
          })
          .execute();
        await trx
          .insertInto('doctype_team')
          .values(doctype.team.map((userId) => ({ doctype_id: doctype.id, user_id: userId })))
          .execute();
        return true;
      });
    },

    /** The doctype when `userId` is in its team, else null (another user's doctype does not exist for them). */
    async findForMember(id: string, userId: string): Promise<Doctype | null> {
      const row = await db
        .selectFrom('doctypes')
        .selectAll('doctypes')
        .innerJoin('doctype_team', 'doctype_team.doctype_id', 'doctypes.id')
        .where('doctypes.id', '=', id)
        .where('doctype_team.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return toDoctype(row, (await teamsOf([id])).get(id) ?? []);
    },

    async listReadyForMember(userId: string, limit: number): Promise<Doctype[]> {
      const rows = await db
        .selectFrom('doctypes')
        .selectAll('doctypes')
        .innerJoin('doctype_team', 'doctype_team.doctype_id', 'doctypes.id')
        .where('doctype_team.user_id', '=', userId)
        .where('doctypes.state', '=', 'ready')
        .orderBy('doctypes.created_at', 'desc')
        .orderBy('doctypes.id', 'desc')
        .limit(limit)
        .execute();
      const teams = await teamsOf(rows.map((r) => r.id));
      return rows.map((row) => toDoctype(row, teams.get(row.id) ?? []));
    },

    async teamOf(id: string): Promise<string[]> {
      return (await teamsOf([id])).get(id) ?? [];
    },

    /** The doctype's current hash; null once it is deleted. */
    async hashOf(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('doctypes')
        .select('hash')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.hash ?? null;
    },

    /** Ids of every doctype the user authored, drafts included. */
    /** Wizard drafts created before `createdBefore` (epoch ms), oldest first. */
    listDraftsCreatedBefore(
      createdBefore: number,
      limit: number,
    ): Promise<{ id: string; author: string }[]> {
      return db
        .selectFrom('doctypes')
        .select(['id', 'author'])
        .where('state', '=', 'draft')
        .where('created_at', '<', createdBefore)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    async listIdsAuthoredBy(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('doctypes')
        .select('id')
        .where('author', '=', userId)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Writes the changes; changed fields mark what they made stale in the same transaction
     * (`onFieldsChange`, no per-record work). True when the rekey job has work.
     */
    async update(id: string, changes: DoctypeChanges): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('doctypes')
          .select('fields')
          .where('id', '=', id)
          .$call((query) => (dialect === 'postgres' ? query.forUpdate() : query))
          .executeTakeFirst();
        await trx
          .updateTable('doctypes')
          .set({
            updated_at: changes.updated,
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.mode !== undefined ? { mode: changes.mode } : {}),
            ...(changes.prompt !== undefined ? { prompt: changes.prompt } : {}),
            ...(changes.fields !== undefined ? { fields: JSON.stringify(changes.fields) } : {}),
            ...(changes.hash !== undefined ? { hash: changes.hash } : {}),
            ...(changes.state !== undefined ? { state: changes.state } : {}),
          })
          .where('id', '=', id)
          .execute();
        if (!current || changes.fields === undefined) return false;
        return onFieldsChange(trx, id, JSON.parse(current.fields) as Field[], changes.fields);
      });
    },

    /** Deletes the doctype; its team, uploads, records and notifications go with it (cascade). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('doctypes').where('id', '=', id).execute();
    },
  };
}

export type DoctypesRepository = ReturnType<typeof createDoctypesRepository>;
