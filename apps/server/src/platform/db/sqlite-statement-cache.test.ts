import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('SQLite statement cache', () => {
  it('reuses a prepared statement for the same SQL and still serves two cursors at once', () => {
    const connection = new BetterSqlite3(':memory:');
    let prepared = 0;
    const prepare = connection.prepare.bind(connection);
    connection.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof connection.prepare;
    const db = withStatementCache(connection);
    db.prepare('create table t (n integer)').run([]);
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    expect(prepared).toBe(2);
    expect(db.prepare('select n from t where n > ?').all([1])).toEqual([{ n: 2 }, { n: 3 }]);

    const outer = db.prepare('select n from t order by n').iterate([]);
    const inner = db.prepare('select n from t order by n').iterate([]);
    expect([outer.next().value, inner.next().value, outer.next().value]).toEqual([
      { n: 1 },
      { n: 1 },
      { n: 2 },
    ]);
    outer.return?.();
    inner.return?.();
    db.close();
  });
});
