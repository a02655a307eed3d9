import type { Doctype } from '@docsift/core/doctype';

/** Doctypes whose title contains the query, ignoring case and surrounding spaces; all for an empty query. */
export function filterDoctypes<T extends Pick<Doctype, 'title'>>(
  doctypes: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...doctypes];
  return doctypes.filter((doctype) => doctype.title.toLocaleLowerCase().includes(needle));
}
