import { describe, expect, it } from 'vitest';
import { openMigratedTestDatabase } from '../../../test/migrated-test-database.ts';
import { dialects } from '../../../test/test-server.ts';
import { periodicClaims } from './periodic-claim.ts';

describe.each(dialects)('periodic claims on %s', (dialect) => {
  it('gives each period to one node only', async () => {
    const test = await openMigratedTestDatabase(dialect);
    try {
      let time = 1_000;
      const nodeA = periodicClaims(test.database.db, () => time);
      const nodeB = periodicClaims(test.database.db, () => time);
      expect(await nodeA('expire', 600_000)).toBe(true);
      expect(await nodeB('expire', 600_000)).toBe(false);
      expect(await nodeB('other', 600_000)).toBe(true);
      time += 599_999;
      expect(await nodeA('expire', 600_000)).toBe(false);
      time += 1;
      const both = await Promise.all([nodeA('expire', 600_000), nodeB('expire', 600_000)]);
      expect(both.filter(Boolean)).toHaveLength(1);
    } finally {
      await test.close();
    }
  });
});
