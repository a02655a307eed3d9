/**
 * Rows of a ruled table from its horizontal rules: the lines of text between two rules that run
 * across the table are one row, however many lines its cells wrap over. Whitespace cannot say
 * this: a wrapped cell's second line looks like a row of its own.
 */
import type { BBox } from '@docsift/core/ocr';
import type { PageLayout } from './document-layout.ts';
import type { TableHeader } from './find-table-header.ts';
import type { TokenizedLine } from './line-tokens.ts';

/** A rule runs across the table when it spans at least this share of the header's width. */
const MIN_SPAN = 0.5;
/** Rules between the rows: fewer than this many rules the body only (a rule under the header, one under the last row). */
const MIN_ROW_RULES = 2;
/** Between rules more lines than this are several rows (rules between groups of rows), not one row. */
const MAX_LINES_PER_ROW = 6;

/** No line lies in a ruled row. */
export const noBands = (): number | undefined => undefined;

/**
 * The band (counted from the top) of each body line that lies between two rules running across the
 * table, for lines from `startLine` on; undefined outside the ruled rows, or for every line when the
 * table's rows are not ruled.
 */
export function ruledBands(
  layout: PageLayout,
  header: TableHeader,
  startLine: number,
): (line: TokenizedLine) => number | undefined {
  const rules = layout.page.rules;
  if (!rules?.length || header.columns.length === 0) return noBands;
  const left = Math.min(...header.columns.map((column) => column.bbox[0]));
  const right = Math.max(...header.columns.map((column) => column.bbox[2]));
  const lines = layout.lines.slice(startLine).map((line) => line.line.bbox);
  const top = layout.lines[startLine - 1]?.line.bbox[3] ?? -Infinity;
  const across = rules
    .filter((rule) => isHorizontal(rule) && rule[1] >= top)
    .filter(
      (rule) => Math.min(rule[2], right) - Math.max(rule[0], left) >= MIN_SPAN * (right - left),
    )
    .map((rule) => (rule[1] + rule[3]) / 2)
    // A rule through a line of text underlines or strikes it: it separates nothing.
    .filter((y) => !lines.some((box) => box[1] < y && y < box[3]))
    .sort((a, b) => a - b);
  // Rules with text on both sides: between the rows, not only above or below them.
  const between = across.filter(
    (y) => lines.some((box) => box[3] <= y) && lines.some((box) => box[1] >= y),
  );
  if (between.length < MIN_ROW_RULES) return noBands;
  const first = across[0]!;
  const last = across.at(-1)!;
  const bandOf = (box: BBox): number | undefined => {
    const centre = (box[1] + box[3]) / 2;
    if (centre < first || centre > last) return undefined;
    return across.filter((y) => y < centre).length;
  };
  const counts = new Map<number, number>();
  for (const box of lines) {
    const band = bandOf(box);
    if (band !== undefined) counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  return (line) => {
    const band = bandOf(line.line.bbox);
    return band !== undefined && (counts.get(band) ?? 0) <= MAX_LINES_PER_ROW ? band : undefined;
  };
}

function isHorizontal(rule: BBox): boolean {
  return rule[2] - rule[0] > rule[3] - rule[1];
}
