import { describe, expect, it } from 'vitest';
import { areRecordsArriving, expectedRecords } from './records-arriving.ts';

describe('records arriving', () => {
  const waiting = { loaded: 0, expected: 1, isFiltered: false };

  it('waits while the uploads report records the table has not loaded', () => {
    expect(areRecordsArriving(waiting)).toBe(true);
  });

  it('does not wait when none are reported, some are loaded or a filter hides them', () => {
    expect(
      [
        { ...waiting, expected: 0 },
        { ...waiting, loaded: 1 },
        { ...waiting, isFiltered: true },
      ].map(areRecordsArriving),
    ).toEqual([false, false, false]);
  });

  it("counts the chosen upload's records, or every upload's in the all view", () => {
    const uploads = [{ recordCount: 2 }, { recordCount: 3 }];
    expect([expectedRecords({ recordCount: 1 }, uploads), expectedRecords(null, uploads)]).toEqual([
      1, 5,
    ]);
  });
});
