/**
 * A long table printed in blocks side by side ("Age  Total | Age  Total | Age  Total") repeats
 * its headings across the page. Each block is read as a page of its own, left block first, so
 * its rows are not taken for wider rows of one table.
 */
import { layoutPage, type PageLayout } from './document-layout.ts';
import type { TableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';

/** The page cut into its blocks, or null when the headings do not repeat. */
export function sideBySideBlocks(layout: PageLayout, header: TableHeader): PageLayout[] | null {
  const names = header.columns.map((column) => matchTokens(column.text).join(' '));
  const period = repeatPeriod(names);
  if (period === null) return null;
  const edges: number[] = [];
  for (let start = period; start < names.length; start += period) {
    const lastOfBlock = header.columns[start - 1]!;
    const firstOfNext = header.columns[start]!;
    edges.push((lastOfBlock.bbox[2] + firstOfNext.bbox[0]) / 2);
  }
  const blockOf = (x: number): number => {
    const index = edges.findIndex((edge) => x < edge);
    return index === -1 ? edges.length : index;
  };
  return [...edges, Infinity].map((_, block) =>
    layoutPage({
      ...layout.page,
      words: layout.page.words.filter(
        (word) => blockOf((word.bbox[0] + word.bbox[2]) / 2) === block,
      ),
    }),
  );
}

/** The shortest run of headings that the whole row repeats at least twice, or null. */
function repeatPeriod(names: readonly string[]): number | null {
  for (let period = 1; period <= names.length / 2; period++) {
    if (names.length % period !== 0) continue;
    if (names.slice(0, period).some((name) => name === '')) continue;
    if (names.every((name, index) => name === names[index % period])) return period;
  }
  return null;
}
