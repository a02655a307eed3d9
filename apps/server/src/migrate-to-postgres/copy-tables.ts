/**
 * Copies every table of an embedded SQLite database into a migrated PostgreSQL one, in foreign
 * key order, in batches that skip rows already there (so a second run resumes an interrupted
 * one). Each batch is read back from PostgreSQL by primary key and compared row by row through
 * a hash of its values; at the end both sides' row counts must agree.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';
import { rekeyAllDoctypes } from '../records/repository/record-values.ts';

/**
 * Not data: the migrator's bookkeeping, the embedded queue's jobs (pg-boss keeps its own) and
 * the field-key index, which is rebuilt from the copied records instead, by every doctype's
 * current fields: nothing is left to re-key (field_rekeys).
 */
const SKIPPED_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'jobs',
  'record_values',
  'field_rekeys',
]);
const BATCH_ROWS = 500;

export interface TableCopy {
  table: string;
  source: number;
  target: number;
  /** Source rows missing from the target or holding other values there. */
  mismatched: number;
}

interface TargetTable {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Columns whose SQLite form differs: booleans (0/1) and timestamps (ISO text). */
  converted: Map<string, 'boolean' | 'timestamp'>;
}

type Row = Record<string, unknown>;

export async function copyTables(
  source: Kysely<Tables>,
  target: Kysely<Tables>,
  onProgress: (table: string, rows: number) => void = () => {},
): Promise<TableCopy[]> {
  const tables = await targetTablesInForeignKeyOrder(target);
  const sourceTables = new Set(
    (
      await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
        source,
      )
    ).rows.map((row) => row.name),
  );
  const copies: TableCopy[] = [];
  for (const table of tables) {
    if (SKIPPED_TABLES.has(table.name) || !sourceTables.has(table.name)) continue;
    copies.push(await copyTable(source, target, table, (rows) => onProgress(table.name, rows)));
  }
  await target.transaction().execute(rekeyAllDoctypes);
  return copies;
}

/** Public base tables with their columns, parents before the tables that reference them. */
async function targetTablesInForeignKeyOrder(target: Kysely<Tables>): Promise<TargetTable[]> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`.execute(target);
  const primaryKeys = await sql<{ table_name: string; column_name: string }>`
    SELECT tc.table_name, kcu.column_name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()
    ORDER BY kcu.ordinal_position`.execute(target);
  const references = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint
    WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`.execute(target);

  const tables = new Map<string, TargetTable>();
  for (const { table_name, column_name, data_type } of columns.rows) {
    const table = tables.get(table_name) ?? {
      name: table_name,
      columns: [],
      primaryKey: primaryKeys.rows
        .filter((key) => key.table_name === table_name)
        .map((key) => key.column_name),
      converted: new Map<string, 'boolean' | 'timestamp'>(),
    };
    table.columns.push(column_name);
    if (data_type === 'boolean') table.converted.set(column_name, 'boolean');
    if (data_type.startsWith('timestamp')) table.converted.set(column_name, 'timestamp');
    tables.set(table_name, table);
  }
  const ordered: TargetTable[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    const table = tables.get(name);
    if (!table || ordered.includes(table) || visiting.has(name)) return;
    visiting.add(name);
    for (const { child, parent } of references.rows) if (child === name) visit(parent);
    ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  return ordered;
}

async function copyTable(
  source: Kysely<Tables>,
  target: Kysely<Tables>,
  table: TargetTable,
  onProgress: (rows: number) => void,
): Promise<TableCopy> {
  const sourceColumns = new Set(
    (
      await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table.name})`.execute(source)
    ).rows.map((row) => row.name),
  );
  const columns = table.columns.filter((column) => sourceColumns.has(column));
  const columnList = sql.join(columns.map((column) => sql.ref(column)));
  const keyList = sql.join(table.primaryKey.map((column) => sql.ref(column)));
  const valuesOf = (row: Row, names: string[]) =>
    sql`(${sql.join(names.map((name) => toTarget(row[name], table.converted.get(name))))})`;
  const rowText = (row: Row) =>
    columns
      .map((column) => canonical(toTarget(row[column], table.converted.get(column))))
      .join('\u001f');
  const keyText = (row: Row) =>
    table.primaryKey
      .map((column) => canonical(toTarget(row[column], table.converted.get(column))))
      .join('\u001f');

  let afterRowid = Number.MIN_SAFE_INTEGER;
  let copied = 0;
  let mismatched = 0;
  for (;;) {
    // Keyset paging on SQLite's rowid: every batch costs the same, however far in.
    const { rows } = await sql<Row & { _rowid: number }>`
      SELECT rowid AS _rowid, ${columnList} FROM ${sql.table(table.name)}
      WHERE rowid > ${afterRowid} ORDER BY rowid LIMIT ${BATCH_ROWS}`.execute(source);
    if (rows.length === 0) break;
    afterRowid = rows.at(-1)!._rowid;
    await sql`
      INSERT INTO ${sql.table(table.name)} (${columnList})
      VALUES ${sql.join(rows.map((row) => valuesOf(row, columns)))}
      ON CONFLICT DO NOTHING`.execute(target);
    const stored = await sql<Row>`
      SELECT ${columnList} FROM ${sql.table(table.name)}
      WHERE (${keyList}) IN (${sql.join(rows.map((row) => valuesOf(row, table.primaryKey)))})`.execute(
      target,
    );
    const storedByKey = new Map(stored.rows.map((row) => [keyText(row), hashOf(rowText(row))]));
    for (const row of rows)
      if (storedByKey.get(keyText(row)) !== hashOf(rowText(row))) mismatched += 1;
    copied += rows.length;
    onProgress(copied);
  }
  const [sourceCount, targetCount] = await Promise.all(
    [source, target].map(async (db) => {
      const { rows } = await sql<{ count: number | string }>`
        SELECT count(*) AS count FROM ${sql.table(table.name)}`.execute(db);
      return Number(rows[0]!.count);
    }),
  );
  return { table: table.name, source: sourceCount!, target: targetCount!, mismatched };
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** SQLite keeps booleans as 0 and 1, and timestamps as ISO text. */
function toTarget(value: unknown, kind: 'boolean' | 'timestamp' | undefined): unknown {
  if (kind === 'boolean' && typeof value === 'number') return value !== 0;
  if (kind === 'timestamp' && typeof value === 'string') return new Date(value);
  return value;
}

function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(Number(value));
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return String(value.getTime());
  return JSON.stringify(value);
}
