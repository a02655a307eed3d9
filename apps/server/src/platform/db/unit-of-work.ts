import type { Kysely } from 'kysely';
import type { Tables } from './schema.ts';

/**
 * Runs `work` on stores that share one transaction: all of its writes land, or none. A domain
 * names the stores it needs as a port; the composition root binds repositories to the transaction.
 */
export type UnitOfWork<Stores> = <T>(work: (stores: Stores) => Promise<T>) => Promise<T>;

/** A unit of work on `db`: `storesOn` builds the stores on each transaction's executor. */
export function unitOfWork<Stores>(
  db: Kysely<Tables>,
  storesOn: (executor: Kysely<Tables>) => Stores,
): UnitOfWork<Stores> {
  return (work) => db.transaction().execute((trx) => work(storesOn(trx)));
}

/** A unit of work inside a transaction already open: its stores are bound to it, its writes land with the caller's. */
export function withinTransaction<Stores>(stores: Stores): UnitOfWork<Stores> {
  return (work) => work(stores);
}
