/** Reads across the account tables: identity, settings and credits in one query for /api/me. */
import type { InferResult, Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export interface AccountRow {
  userId: string;
  email: string;
  name: string;
  image: string | null;
  language: string | null;
  uploadRetention: number | null;
  role: string | null;
  creditCount: number | null;
  creditExtra: number | null;
  creditPeriodEnd: number | null;
  hasPassword: boolean;
}

export function createAccountsRepository(db: Kysely<Tables>) {
  const accountQuery = db
    .selectFrom('users as u')
    .leftJoin('user_settings as s', 's.user_id', 'u.id')
    .leftJoin('credits as c', 'c.user_id', 'u.id')
    .select((eb) => [
      'u.id as userId',
      'u.email',
      'u.name',
      'u.image',
      's.language',
      's.upload_retention as uploadRetention',
      's.role',
      'c.count as creditCount',
      'c.extra as creditExtra',
      'c.period_end as creditPeriodEnd',
      eb
        .exists(
          eb
            .selectFrom('accounts as a')
            .select('a.id')
            .whereRef('a.user_id', '=', 'u.id')
            .where('a.provider_id', '=', 'credential')
            .where('a.password', 'is not', null),
        )
        .as('hasPassword'),
    ]);

  // Compiled once: /api/me runs this on every call, and building the SQL costs more than running it.
  const userIdSlot = '\u0000user-id';
  const compiledFind = accountQuery.where('u.id', '=', userIdSlot).compile();
  type FoundRow = InferResult<typeof compiledFind>[number];

  return {
    async find(userId: string): Promise<AccountRow | null> {
      const parameters = compiledFind.parameters.map((p) => (p === userIdSlot ? userId : p));
      const [row] = (await db.executeQuery<FoundRow>({ ...compiledFind, parameters })).rows;
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      return row ? { ...row, hasPassword: Boolean(row.hasPassword) } : null;
    },

    async findUserIdByEmail(email: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Deletes the user with the doctypes they author; sessions, logins, settings, credits and keys
     * go with it (FK cascade). Their uploads in other people's doctypes belong to those doctypes and
     * pass to each doctype's author (the foreign key refuses to delete a user who still has some).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('uploads')
          .set((eb) => ({
            author: eb
              .selectFrom('doctypes')
              .select('doctypes.author')
              .whereRef('doctypes.id', '=', 'uploads.doctype_id'),
          }))
          .where('author', '=', userId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('doctypes')
                .select('doctypes.id')
                .whereRef('doctypes.id', '=', 'uploads.doctype_id')
                .where('doctypes.author', '<>', userId),
            ),
          )
          .execute();
        // Rows only (the service removed their files): PostgreSQL checks the uploads' key
        // before the cascade from users through doctypes has reached them, so they go first.
        await trx.deleteFrom('doctypes').where('author', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
