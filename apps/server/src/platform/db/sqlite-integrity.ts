/**
 * Refuses a damaged SQLite file at start, before a single request can answer 500 from it.
 * Every message names the file and what the operator can do.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

const remedy = 'restore it from a backup, or move it away to start with an empty database';

export class DamagedDatabaseError extends Error {
  constructor(file: string, detail: string) {
    // quick_check reports over several lines; the operator gets one.
    super(`SQLite database ${file} is damaged (${detail.replace(/\s+/g, ' ')}): ${remedy}`);
    this.name = 'DamagedDatabaseError';
  }
}

/**
 * A zero-length file is what a truncation leaves behind; SQLite would silently treat it as
 * a new, empty database. It is new only while DATA_DIR holds nothing else of ours.
 */
export function refuseTruncatedFile(file: string): void {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size !== 0) return;
  const base = path.basename(file);
  const others = readdirSync(path.dirname(file)).filter((entry) => !entry.startsWith(base));
  if (others.length > 0)
    throw new DamagedDatabaseError(file, 'zero-length file in a used DATA_DIR');
}

/** Opens-time check; quick_check skips index/content cross-checks, which keeps it cheap. */
export function checkIntegrity(sqlite: BetterSqlite3.Database, file: string): void {
  let verdict: unknown;
  try {
    verdict = sqlite.pragma('quick_check(1)', { simple: true });
  } catch (error) {
    throw new DamagedDatabaseError(file, (error as Error).message);
  }
  if (verdict !== 'ok') throw new DamagedDatabaseError(file, String(verdict));
}
