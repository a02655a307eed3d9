import type { Doctype, DoctypeMode, DoctypeState, Field } from '@docsift/core/doctype';
import type { DoctypeCheck } from '@docsift/core/field-rules';
import { withModeFlags } from '@docsift/core/doctype';
import { doctypeOutputs } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';
import { roleOrFree } from '@docsift/core/roles';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import { lockUserRow } from '../platform/db/lock-user-row.ts';
import type { DoctypesTable, Tables } from '../platform/db/schema.ts';

function toDoctype(row: Selectable<DoctypesTable>, team: string[], authorRole: Role): Doctype {
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
    reviewThreshold: row.review_threshold,
    checks: JSON.parse(row.checks) as DoctypeCheck[],
    outputs: doctypeOutputs(authorRole),
  };
}

/** The most ready doctypes `author` may have. */
export interface ReadyLimit {
  author: string;
  max: number;
}

export type DoctypeChanges = Partial<
  Pick<
    Doctype,
    'title' | 'mode' | 'prompt' | 'fields' | 'hash' | 'state' | 'reviewThreshold' | 'checks'
  >
> & { updated: number };

/** What a doctype's records are keyed and reviewed by. */
export type DoctypeRules = Pick<Doctype, 'fields' | 'reviewThreshold' | 'checks'>;

/** Ready doctypes the user authored: what the plan's limit counts (a wizard's draft holds no place). */
async function countReadyAuthoredBy(db: Kysely<Tables>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('doctypes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('author', '=', userId)
    .where('state', '=', 'ready')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether a user may have one more ready doctype; locks the user's count until `trx` ends. */
async function hasReadyPlace(
  trx: Transaction<Tables>,
  dialect: DialectName,
  { author, max }: ReadyLimit,
): Promise<boolean> {
  await lockUserRow(trx, dialect, author);
  return (await countReadyAuthoredBy(trx, author)) < max;
}

/**
 * Notes, inside the change's transaction, what a change of a doctype's fields, review
 * threshold or checks made stale: the fields of the records' field-key index to re-key and the
 * records' review states (records/repository/field-rekeys.ts), given by the composition root because records
 * depend on doctypes, not the other way round. True when there is work for the rekey job.
 */
export type FieldsChangeHook = (
  trx: Kysely<Tables>,
  doctypeId: string,
  before: DoctypeRules,
  after: DoctypeRules,
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

  /** The plans of the doctypes' authors, which decide the doctypes' gated outputs. */
  async function authorRolesOf(authors: string[]): Promise<Map<string, Role>> {
    if (authors.length === 0) return new Map();
    const rows = await db
      .selectFrom('user_settings')
      .select(['user_id', 'role'])
      .where('user_id', 'in', [...new Set(authors)])
      .execute();
    return new Map(rows.map((row) => [row.user_id, roleOrFree(row.role)]));
  }

  async function withTeams(rows: Selectable<DoctypesTable>[]): Promise<Doctype[]> {
    const [teams, roles] = await Promise.all([
      teamsOf(rows.map((row) => row.id)),
      authorRolesOf(rows.map((row) => row.author)),
    ]);
    return rows.map((row) =>
      toDoctype(row, teams.get(row.id) ?? [], roles.get(row.author) ?? 'free'),
    );
  }

  return {
    /**
     * Inserts the doctype unless its author already has `max` ready ones (a draft too: a wizard
     * that could never finish does not start). False when refused. Parallel inserts and
     * finishing wizards of one author count one after the other.
     */
    async insertWithinLimit(doctype: Doctype, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await hasReadyPlace(trx, dialect, { author: doctype.author, max }))) return false;
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
            review_threshold: doctype.reviewThreshold,
            checks: JSON.stringify(doctype.checks),
            created_at: doctype.created,
            updated_at: doctype.updated,
          })
          .execute();
        await trx
          .insertInto('doctype_team')
          .values({ doctype_id: doctype.id, user_id: doctype.author, joined_at: doctype.created })
          .execute();
        return true;
      });
    },

    async find(id: string): Promise<Doctype | null> {
      const row = await db
        .selectFrom('doctypes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (await withTeams([row]))[0]! : null;
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
      return row ? (await withTeams([row]))[0]! : null;
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
      return withTeams(rows);
    },

    /** The wizard drafts the user started and left unfinished, newest first. */
    async listDraftsAuthoredBy(userId: string, limit: number): Promise<Doctype[]> {
      const rows = await db
        .selectFrom('doctypes')
        .selectAll()
        .where('author', '=', userId)
        .where('state', '=', 'draft')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return withTeams(rows);
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

    /** Ids of every doctype the user authored, drafts included. */
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
     * (`onFieldsChange`, no per-record work). With `readyLimit` (a draft turning ready) nothing
     * is written unless the author has a place left: null then. Else whether the rekey job has work.
     */
    async update(
      id: string,
      changes: DoctypeChanges,
      readyLimit?: ReadyLimit,
    ): Promise<{ hasStaleKeys: boolean } | null> {
      return db.transaction().execute(async (trx) => {
        if (readyLimit && !(await hasReadyPlace(trx, dialect, readyLimit))) return null;
        const current = await trx
          .selectFrom('doctypes')
          .select(['fields', 'review_threshold', 'checks'])
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
            ...(changes.reviewThreshold !== undefined
              ? { review_threshold: changes.reviewThreshold }
              : {}),
            ...(changes.checks !== undefined ? { checks: JSON.stringify(changes.checks) } : {}),
          })
          .where('id', '=', id)
          .execute();
        const before: DoctypeRules | undefined = current && {
          fields: JSON.parse(current.fields) as Field[],
          reviewThreshold: current.review_threshold,
          checks: JSON.parse(current.checks) as DoctypeCheck[],
        };
        const hasStaleKeys =
          before !== undefined &&
          (changes.fields !== undefined ||
            changes.reviewThreshold !== undefined ||
            changes.checks !== undefined) &&
          (await onFieldsChange(trx, id, before, {
            fields: changes.fields ?? before.fields,
            reviewThreshold: changes.reviewThreshold ?? before.reviewThreshold,
            checks: changes.checks ?? before.checks,
          }));
        return { hasStaleKeys };
      });
    },

    /** Deletes the doctype; its team, uploads, records and notifications go with it (cascade). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('doctypes').where('id', '=', id).execute();
    },
  };
}

export type DoctypesRepository = ReturnType<typeof createDoctypesRepository>;
