import { describe, expect, it } from 'vitest';
import { filterDoctypes } from './doctype-search.ts';

const doctypes = [{ title: 'Invoices' }, { title: 'Receipts 2024' }, { title: 'Bank statements' }];

describe('filterDoctypes', () => {
  it('matches part of the title ignoring case and keeps the order', () => {
    expect(filterDoctypes(doctypes, ' IN ')).toEqual([{ title: 'Invoices' }]);
    expect(filterDoctypes(doctypes, 'e')).toEqual(doctypes);
    expect(filterDoctypes(doctypes, 's 20')).toEqual([{ title: 'Receipts 2024' }]);
  });

  it('lists everything for an empty query and nothing for a miss', () => {
    expect(filterDoctypes(doctypes, '   ')).toEqual(doctypes);
    expect(filterDoctypes(doctypes, 'contract')).toEqual([]);
  });
});
