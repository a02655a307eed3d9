import type { ActiveFilter } from '@docsift/core/record-filter';

/**
 * The filters that hold records back, in the table and in its export: one whose value box is
 * still empty holds back none, whatever its comparison ("equals" nothing matched no record and
 * emptied the table before a value was typed). The address keeps it, so its row stays while the
 * value is typed.
 */
export const appliedFilters = (filters: ActiveFilter[]): ActiveFilter[] =>
  filters.filter((filter) => filter.value !== '');
