import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigratedTestDatabase } from '../../../test/migrated-test-database.ts';
import { openMigratedTestDatabase } from '../../../test/migrated-test-database.ts';
import { countHit } from './shared-rate-limit-store.ts';

describe('shared request counters (PostgreSQL)', () => {
  let test: MigratedTestDatabase;
  beforeAll(async () => {
    test = await openMigratedTestDatabase('postgres');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('counts hits within a window and starts over once it has ended', async () => {
    const { db } = test.database;
    expect(await countHit(db, '10.0.0.1', 60_000, 1_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(await countHit(db, '10.0.0.1', 60_000, 30_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await countHit(db, '10.0.0.2', 60_000, 30_000)).toEqual({ count: 1, resetAt: 90_000 });
    expect(await countHit(db, '10.0.0.1', 60_000, 61_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('loses no hit when many arrive at once', async () => {
    const { db } = test.database;
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => countHit(db, '10.0.0.3', 60_000, 5_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});
