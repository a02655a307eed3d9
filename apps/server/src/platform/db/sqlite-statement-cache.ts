/**
 * Kysely prepares every SQLite statement anew; preparing costs more than running a small
 * indexed query. This keeps prepared statements by SQL text (bounded, oldest dropped first).
 * Iteration (streamed results) gets a fresh statement: one statement cannot serve two
 * cursors at once.
 */
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const maxStatements = 1000;

export function withStatementCache(connection: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      const cached = statement;
      return {
        reader: cached.reader,
        all: (parameters) => cached.all(parameters),
        run: (parameters) => cached.run(parameters),
        iterate: (parameters) => connection.prepare(sql).iterate(parameters),
      };
    },
  };
}
