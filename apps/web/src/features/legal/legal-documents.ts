import type { Language } from '@docsift/core/settings';

export type LegalDocument = 'terms' | 'privacy';

/** docs/legal/<document>.<language>.md, each loaded only when shown. */
const sources = import.meta.glob<string>('../../../../../docs/legal/*.md', {
  query: '?raw',
  import: 'default',
});

export async function loadLegalDocument(
  document: LegalDocument,
  language: Language,
): Promise<string> {
  const load = sources[`../../../../../docs/legal/${document}.${language}.md`];
  if (!load) throw new Error(`Missing legal text ${document}.${language}.md`);
  return load();
}
