/**
 * A long, narrow table is often printed in blocks side by side, each under the same headings
 * ("Age | Total   Age | Total   Age | Total"). Each block is read as a table of its own, left to
 * right, on the page cut down to the block's width.
 */
import type { OcrPage } from '@docsift/core/ocr';
import { layoutDocument, type PageLayout } from './document-layout.ts';
import type { TableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';

/** The page cut into one layout per block where the header's headings repeat; null where they do not. */
export function sideBySideBlocks(layout: PageLayout, header: TableHeader): PageLayout[] | null {
  const headings = header.columns.map((column) => matchTokens(column.text).join(' '));
  const period = repeatPeriod(headings);
  if (period === null) return null;
  const bounds: number[] = [];
  for (let start = period; start < header.columns.length; start += period) {
    const before = header.columns[start - 1]!.bbox[2];
    const after = header.columns[start]!.bbox[0];
    bounds.push((before + after) / 2);
  }
  const edges = [-Infinity, ...bounds, Infinity];
  return edges.slice(1).map((right, index) => croppedLayout(layout.page, edges[index]!, right));
}

/** The shortest run of headings that the whole row repeats two or more times, if any. */
function repeatPeriod(headings: readonly string[]): number | null {
  for (let period = 1; period <= headings.length / 2; period++) {
    if (headings.length % period !== 0) continue;
    if (headings.slice(0, period).some((heading) => heading === '')) continue;
    if (headings.every((heading, index) => heading === headings[index % period])) return period;
  }
  return null;
}

function croppedLayout(page: OcrPage, left: number, right: number): PageLayout {
  const words = page.words.filter((word) => {
    const centre = (word.bbox[0] + word.bbox[2]) / 2;
    return centre >= left && centre < right;
  });
  return layoutDocument({ pages: [{ ...page, words }] })[0]!;
}
