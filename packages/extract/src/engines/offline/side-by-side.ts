/**
 * A long narrow table printed in several blocks side by side to fill the page ("Age  Total  Age
 * Total  Age  Total"): the same headings repeat left to right, and the rows go on from the
 * bottom of one block to the top of the next. Each block is read as a page of its own.
 */
import { layoutDocument, type PageLayout } from './document-layout.ts';
import type { TableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';

/** The page cut into its blocks, left to right; null where the headings do not repeat. */
export function sideBySideBlocks(layout: PageLayout, header: TableHeader): PageLayout[] | null {
  const texts = header.columns.map((column) => matchTokens(column.text).join(' '));
  const named = header.columnOf.filter((column) => column >= 0);
  const size = blockSize(texts);
  if (size === null || named.some((column) => column >= size)) return null;
  const starts: number[] = [];
  for (let first = 0; first < texts.length; first += size)
    starts.push(header.columns[first]!.bbox[0]);
  // A block reaches from the middle of the gutter before its first heading to that after its last.
  const edges = starts.map((start, block) => {
    if (block === 0) return -Infinity;
    const previousEnd = header.columns[block * size - 1]!.bbox[2];
    return (previousEnd + start) / 2;
  });
  const { page } = layout;
  return edges.map((left, block) => {
    const right = edges[block + 1] ?? Infinity;
    const words = page.words.filter((word) => {
      const center = (word.bbox[0] + word.bbox[2]) / 2;
      return center >= left && center < right;
    });
    return layoutDocument({ pages: [{ ...page, words }] })[0]!;
  });
}

/** The number of headings in a block that repeats two or more times, each a copy of the first. */
function blockSize(texts: readonly string[]): number | null {
  for (let size = 1; size <= texts.length / 2; size++) {
    if (texts.length % size !== 0) continue;
    const repeats = texts.every((text, index) => text === texts[index % size]);
    if (repeats && texts.slice(0, size).some((text) => text !== '')) return size;
  }
  return null;
}
