/**
 * A long narrow table is often printed folded into blocks side by side to fill the page: "Age
 * Total  Age Total  Age Total", the rows running down the first block and on in the next. Its
 * headings repeat block after block, and the fields name the columns of one block; each block is
 * then read as the same table, its rows after the previous block's.
 */
import type { TableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';

/**
 * The header once per block, each naming its own block's columns; the header alone where its
 * headings do not repeat, or where the fields name columns of more than one block (two years'
 * "Number  Percent" side by side are columns of one table).
 */
export function foldedBlocks(header: TableHeader): TableHeader[] {
  const headings = header.columns.map((column) => matchTokens(column.text).join(' '));
  const width = blockWidth(headings);
  if (width === null || header.columnOf.some((column) => column >= width)) return [header];
  return Array.from({ length: headings.length / width }, (_, block) => ({
    ...header,
    columnOf: header.columnOf.map((column) => (column >= 0 ? column + block * width : column)),
  }));
}

/** The fewest headings that, repeated two or more times, make up the whole header. */
function blockWidth(headings: readonly string[]): number | null {
  for (let width = 1; width <= headings.length / 2; width++) {
    if (headings.length % width !== 0) continue;
    if (headings.every((heading, index) => heading !== '' && heading === headings[index % width]))
      return width;
  }
  return null;
}
