/**
 * One migration set for both dialects: every file in ./migrations exports `up` (and `down`)
 * written with Kysely's schema builder and types valid on SQLite and PostgreSQL.
 * Name new files `YYYYMMDDHHMM_<what>.ts`; they run in name order.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
import { Migrator } from 'kysely';
import type { Tables } from './schema.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
// `.ts` run from the sources, `.js` compiled (dist/): the same names either way.
const extension = path.extname(import.meta.filename);

const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationsDir))
      .filter((f) => f.endsWith(extension) && !f.endsWith(`.test${extension}`))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[path.basename(file, extension)] = (await import(
        pathToFileURL(path.join(migrationsDir, file)).href
      )) as Migration;
    }
    return migrations;
  },
};

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Tables>): Promise<string[]> {
  // Parallel branches add migrations independently: accept ones older than the last applied.
  const migrator = new Migrator({ db, provider: folderProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new Error(`migration ${failedName(results)} failed`, { cause: error });
  return (results ?? []).map((r) => r.migrationName);
}

function failedName(results: MigrationResultSet['results']): string {
  return results?.find((r) => r.status === 'Error')?.migrationName ?? '(setup)';
}
