/**
 * Totals laid out as a table: a label opens a row of amounts ("Total | 24.99 | 5.00 | 29.99") and
 * the headings above say which is which ("Net | VAT | Gross"). The amount for a field is the one
 * under the heading that names it, not simply the first one right of the label.
 */
import type { BBox } from '@docsift/core/ocr';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { findRuns, matchTokens } from './match-tokens.ts';
import { readValue, type ReadValue } from './read-value.ts';
import { isSummaryRow } from './summary-row.ts';
import type { Located } from './value-near-label.ts';

/** How far above the row its headings may stand, in lines. */
const HEADING_LINES = 4;

export interface RowCell {
  found: ReadValue;
  /** Index of the cell's segment in the row. */
  segment: number;
  bbox: BBox;
}

/** How well a heading names the field: 2 names it, 1 says nothing, 0 names something else. */
export type HeadingFit = (tokens: readonly string[]) => number;

export function headingFit(profile: FieldProfile): HeadingFit {
  const concept = profile.concept;
  return (tokens) => {
    const affirmed = (concept?.affirms ?? []).some((token) => tokens.includes(token));
    const labelled = profile.labels.some((label) => findRuns(tokens, label.tokens).length > 0);
    if (affirmed || labelled) return 2;
    return (concept?.conflicts ?? []).some((token) => tokens.includes(token)) ? 0 : 1;
  };
}

/**
 * The cell of the row to read instead of `first` (the first amount right of the label), where
 * the row has several amounts and a heading over another one names the field better.
 */
export function cellUnderFittingHeading(
  layout: PageLayout,
  line: TokenizedLine,
  first: RowCell,
  fit: HeadingFit,
  options: NormalizeOptions,
): RowCell | null {
  const cells = amountCells(line, first.segment, options);
  if (cells.length < 2) return null;
  const headings = headingLine(layout, line, cells);
  if (!headings) return null;
  const fits = cells.map((cell) => fit(headingOver(headings, cell.bbox)));
  const best = Math.max(...fits);
  const chosen = cells[fits.indexOf(best)];
  return chosen && best > (fits[0] ?? 0) ? chosen : null;
}

/** A totals row's cell found by its heading alone: less sure than a cell a label leads to. */
const HEADING_ONLY_SCORE = 0.6;

/**
 * Where no label names the field, the last totals row whose headings name it in exactly one
 * column: "Montant EUR HT" over the 24.99 of "Total facture | 24.99 | 5.00 | 29.99" is the net
 * total, though the row's own label names the gross one.
 */
export function cellOfTotalsRow(
  layouts: readonly PageLayout[],
  fit: HeadingFit,
  options: NormalizeOptions,
): Located | null {
  let found: Located | null = null;
  for (const layout of layouts)
    for (const line of layout.lines) {
      if (!isSummaryRow(line.line.segments[0]?.text ?? '')) continue;
      const cells = amountCells(line, 1, options);
      if (cells.length < 2) continue;
      const headings = headingLine(layout, line, cells);
      const named = headings
        ? cells.filter((cell) => fit(headingOver(headings, cell.bbox)) === 2)
        : [];
      const [cell] = named;
      if (named.length !== 1 || !cell) continue;
      found = {
        value: cell.found.value,
        page: layout.page.number,
        bbox: cell.bbox,
        score: HEADING_ONLY_SCORE * cell.found.quality,
        order: layout.page.number * 1e6 + line.line.bbox[1],
      };
    }
  return found;
}

/** The amounts of the row's segments from the `from`-th on, one cell per segment. */
function amountCells(line: TokenizedLine, from: number, options: NormalizeOptions): RowCell[] {
  return line.line.segments.flatMap((segment, index): RowCell[] => {
    if (index < from) return [];
    const found = readValue(segment.words, 'amount', options);
    return found ? [{ found, segment: index, bbox: segment.bbox }] : [];
  });
}

/** The nearest line above of text only with a segment over every cell: the row's headings. */
function headingLine(
  layout: PageLayout,
  line: TokenizedLine,
  cells: readonly RowCell[],
): TokenizedLine | null {
  const position = layout.lines.indexOf(line);
  for (const above of layout.lines
    .slice(Math.max(0, position - HEADING_LINES), position)
    .reverse()) {
    const over = cells.every((cell) => headingOver(above, cell.bbox).length > 0);
    if (over && above.line.segments.every((segment) => !/\d/.test(segment.text))) return above;
  }
  return null;
}

/** Tokens of the heading segments that overlap the cell horizontally. */
function headingOver(headings: TokenizedLine, box: BBox): string[] {
  return headings.line.segments
    .filter((segment) => segment.bbox[0] <= box[2] && segment.bbox[2] >= box[0])
    .flatMap((segment) => matchTokens(segment.text));
}
