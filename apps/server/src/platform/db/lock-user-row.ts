import type { Transaction } from 'kysely';
import type { DialectName } from './database.ts';
import type { Tables } from './schema.ts';

/**
 * Makes `trx` the only transaction counting a user's rows against a per-user limit until it
 * ends, so a count and the insert it allows cannot interleave with another request's.
 * PostgreSQL locks the user's row (no key update: rows referencing the user can still be
 * inserted meanwhile); SQLite needs nothing, as Kysely runs a transaction alone on its one
 * connection.
 */
export async function lockUserRow(
  trx: Transaction<Tables>,
  dialect: DialectName,
  userId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
