/** What a node needs to serve: the database and, where the role uses it, the file storage. */
import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import type { ReadinessCheck } from '../platform/http/health.routes.ts';
import type { Storage } from '../platform/storage/storage.ts';

export function readinessOf(database: Database, storage?: Storage): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: 'database', check: async () => void (await sql`SELECT 1`.execute(database.db)) },
  ];
  if (storage) checks.push({ name: 'storage', check: () => storage.check() });
  return checks;
}
