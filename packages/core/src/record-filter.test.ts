import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  filterRecords,
  matchesFilter,
  naturalCompare,
  parseFilterParam,
  parseSortParam,
  sortRecords,
  formatFilterParam,
} from './record-filter.ts';

const rec = (data: Record<string, string | number | boolean | null>, deleted = false) => ({
  data,
  deleted,
});

describe('naturalCompare', () => {
  it('orders embedded numbers by value, not by character', () => {
    const sorted = ['item 10', 'item 2', 'Item 1'].sort(naturalCompare);
    expect(sorted).toEqual(['Item 1', 'item 2', 'item 10']);
  });

  it('compares numbers and numeric strings numerically', () => {
    expect(naturalCompare(9, 10)).toBeLessThan(0);
    expect(naturalCompare('9', '10')).toBeLessThan(0);
    expect(naturalCompare('10.5', 10)).toBeGreaterThan(0);
    expect(naturalCompare('2.5', '2.25')).toBeGreaterThan(0);
    expect(naturalCompare('-5', '-3')).toBeLessThan(0);
    expect(naturalCompare('2.50', '2.5')).toBe(0);
  });

  it('ignores case and accents when comparing strings', () => {
    expect(naturalCompare('ACME', 'acme')).toBe(0);
    expect(naturalCompare('Müller', 'MULLER')).toBe(0);
    expect(['Zebra', 'Émile', 'eva'].sort(naturalCompare)).toEqual(['Émile', 'eva', 'Zebra']);
  });

  it('puts empty values first and treats them as equal to each other', () => {
    expect(naturalCompare(null, 'a')).toBeLessThan(0);
    expect(naturalCompare('a', undefined)).toBeGreaterThan(0);
    expect(naturalCompare(null, '')).toBe(0);
  });

  it('orders booleans false before true', () => {
    expect(naturalCompare(false, true)).toBeLessThan(0);
  });

  it('orders ISO dates chronologically', () => {
    expect(naturalCompare('2024-02-01', '2024-10-01')).toBeLessThan(0);
  });
});

describe('matchesFilter', () => {
  it.each([
    ['==', 'Acme GmbH', 'acme gmbh', true],
    ['==', 'Acme', 'Acme GmbH', false],
    ['!=', 'Acme', 'Other', true],
    ['!=', 'Acme', 'ACME', false],
    ['>', 100, '99', true],
    ['>', 'file10', 'file9', true],
    ['>=', 100, '100', true],
    ['<', 5, '10', true],
    ['<', '2024-01-31', '2024-01-01', false],
    ['<=', '2024-01-01', '2024-01-01', true],
    ['includes', 'Invoice ACME 2024', 'acme', true],
    ['includes', 'Müller GmbH', 'muller', true],
    ['includes', 'Muller GmbH', 'MÜLL', true],
    ['==', 'Café', 'CAFE', true],
    ['not-includes', 'Ørsted', 'o', true],
    ['includes', 'Invoice', 'acme', false],
    ['includes', 12345, '234', true],
    ['not-includes', 'Invoice ACME', 'acme', false],
    ['not-includes', 'Invoice', 'acme', true],
  ] as const)('%s: %j vs %j → %s', (op, value, target, expected) => {
    expect(matchesFilter(value, { field: 'f', op, value: target })).toBe(expected);
  });

  it('treats the includes value literally, not as a regular expression', () => {
    expect(matchesFilter('a.c', { field: 'f', op: 'includes', value: '.' })).toBe(true);
    expect(matchesFilter('abc', { field: 'f', op: 'includes', value: 'a.c' })).toBe(false);
    expect(matchesFilter('x', { field: 'f', op: 'includes', value: '(' })).toBe(false);
  });

  it('an empty value never includes a non-empty needle', () => {
    expect(matchesFilter(null, { field: 'f', op: 'includes', value: 'a' })).toBe(false);
    expect(matchesFilter(null, { field: 'f', op: 'not-includes', value: 'a' })).toBe(true);
  });
});

describe('filterRecords', () => {
  const records = [
    rec({ name: 'Acme', total: 10 }),
    rec({ name: 'Globex', total: 250 }),
    rec({ name: 'acme deleted', total: 5 }, true),
    rec({ name: 'Initech', total: null }),
  ];

  it('hides deleted records even without filters', () => {
    expect(filterRecords(records, []).map((r) => r.data.name)).toEqual([
      'Acme',
      'Globex',
      'Initech',
    ]);
  });

  it('applies every filter (logical and)', () => {
    const out = filterRecords(records, [
      { field: 'name', op: 'not-includes', value: 'glob' },
      { field: 'total', op: '>=', value: '10' },
    ]);
    expect(out.map((r) => r.data.name)).toEqual(['Acme']);
  });

  it('ignores filters missing a field or an op', () => {
    const out = filterRecords(records, [
      { field: 'name', op: null, value: 'x' },
      { field: null, op: '==', value: 'x' },
      { op: 'includes', value: 'x' },
    ]);
    expect(out).toHaveLength(3);
    expect(activeFilters([{ field: 'a' }, { op: '==' }])).toEqual([]);
  });
});

describe('sortRecords', () => {
  const records = [rec({ n: 'b10' }), rec({ n: 'b2' }), rec({ n: null }), rec({ n: 'A1' })];

  it('sorts ascending and descending in natural order', () => {
    expect(sortRecords(records, { field: 'n', dir: 'asc' }).map((r) => r.data.n)).toEqual([
      null,
      'A1',
      'b2',
      'b10',
    ]);
    expect(sortRecords(records, { field: 'n', dir: 'desc' }).map((r) => r.data.n)).toEqual([
      'b10',
      'b2',
      'A1',
      null,
    ]);
  });

  it('keeps the original order without a sort and does not mutate the input', () => {
    const copy = sortRecords(records, null);
    expect(copy).toEqual(records);
    expect(copy).not.toBe(records);
  });
});

describe('query-string forms', () => {
  it('parses field:op:value with colons inside the value', () => {
    expect(parseFilterParam('field_a:includes:12:30')).toEqual({
      field: 'field_a',
      op: 'includes',
      value: '12:30',
    });
    expect(parseFilterParam('field_a:>=:5')).toEqual({ field: 'field_a', op: '>=', value: '5' });
    expect(parseFilterParam('field_a:not-includes:x')).toEqual({
      field: 'field_a',
      op: 'not-includes',
      value: 'x',
    });
  });

  it('rejects unknown operators and missing fields', () => {
    expect(parseFilterParam('field_a:like:x')).toBeNull();
    expect(parseFilterParam(':==:x')).toBeNull();
    expect(parseFilterParam('field_a')).toBeNull();
  });

  it('round-trips through formatFilterParam', () => {
    const filter = { field: 'field_x', op: '!=' as const, value: 'a:b' };
    expect(parseFilterParam(formatFilterParam(filter))).toEqual(filter);
  });

  it('parses sorts and defaults to ascending', () => {
    expect(parseSortParam('field_a:desc')).toEqual({ field: 'field_a', dir: 'desc' });
    expect(parseSortParam('field_a')).toEqual({ field: 'field_a', dir: 'asc' });
    expect(parseSortParam('field_a:sideways')).toBeNull();
  });
});
