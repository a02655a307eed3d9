/** Which table heading each body column, or stray word, of a table belongs to. */
import { overlap, type Range } from '../../layout/data-columns.ts';
import type { TableHeader } from './find-table-header.ts';

/**
 * The heading of each body column: the one it sits under; a column under no heading belongs to
 * the nearest heading that has no column of its own (text printed left of a right-shifted
 * heading), else to the nearest heading.
 */
export function headingsOfBodyColumns(columns: readonly Range[], header: TableHeader): number[] {
  const under = columns.map((range) => headingOver(range, header));
  const owned = new Set(under.filter((heading) => heading >= 0));
  return columns.map((range, index) => {
    const heading = under[index] ?? -1;
    if (heading >= 0) return heading;
    const free = header.columns.flatMap((_, column) => (owned.has(column) ? [] : [column]));
    return nearestHeading(range, header, free) ?? headerColumnFor(range, header);
  });
}

function headingOver(range: Range, header: TableHeader): number {
  let best = -1;
  let bestOverlap = 0;
  header.columns.forEach((column, index) => {
    const amount = overlap(range, [column.bbox[0], column.bbox[2]]);
    if (amount > bestOverlap) {
      best = index;
      bestOverlap = amount;
    }
  });
  return best;
}

/** Among `candidates`, the heading whose centre is nearest to the range's; null without candidates. */
function nearestHeading(
  range: Range,
  header: TableHeader,
  candidates: readonly number[],
): number | null {
  const center = (range[0] + range[1]) / 2;
  const distance = (index: number): number => {
    const box = header.columns[index]?.bbox;
    return box ? Math.abs((box[0] + box[2]) / 2 - center) : Infinity;
  };
  return candidates.reduce<number | null>(
    (nearest, index) => (nearest === null || distance(index) < distance(nearest) ? index : nearest),
    null,
  );
}

/** The heading a range sits under: most overlap, else the nearest by centre. */
export function headerColumnFor(range: Range, header: TableHeader): number {
  const over = headingOver(range, header);
  return over >= 0 ? over : (nearestHeading(range, header, [...header.columns.keys()]) ?? 0);
}
