/**
 * The credit ledger: every change of a balance is a row of credit_movements, written in the
 * transaction that changes the credits row beside it. The credits row gains its allowance
 * period. Existing balances become `opening` movements and start a one-month period now.
 */
import { addMonths, monthOf } from '@docsift/core/credits';
import type { Kysely } from 'kysely';
import type { Tables } from '../schema.ts';
import { newId } from '../new-id.ts';

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  await db.schema
    .createTable('credit_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    // A debit split over both pools is two rows with one reference: the pool is part of the key.
    .addUniqueConstraint('credit_movements_reference_key', ['user_id', 'type', 'pool', 'reference'])
    .execute();
  await db.schema
    .createIndex('credit_movements_activity_idx')
    .on('credit_movements')
    .columns(['user_id', 'month', 'created_at', 'id'])
    .execute();

  for (const column of ['period_start', 'period_end'] as const) {
    await db.schema
      .alterTable('credits')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  const now = Date.now();
  await db
    .updateTable('credits')
    .set({ period_start: now, period_end: addMonths(now, 1) })
    .execute();
  const balances = await db
    .selectFrom('credits as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.count', 'c.extra', 'u.email'])
    .execute();
  const movements = balances.flatMap((b) =>
    (['count', 'extra'] as const)
      .filter((pool) => pool === 'count' || b.extra !== 0)
      .map((pool) => ({
        id: newId('movement-'),
        user_id: b.user_id,
        type: 'opening',
        credits: b[pool],
        pool,
        created_at: now,
        email: b.email,
        month: monthOf(now),
        reference: 'opening',
      })),
  );
  for (let i = 0; i < movements.length; i += 500) {
    await db
      .insertInto('credit_movements')
      .values(movements.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_movements').execute();
  for (const column of ['period_start', 'period_end']) {
    await db.schema.alterTable('credits').dropColumn(column).execute();
  }
}
