/**
 * A receipt that rounds its total prints the rounding between two totals: the one before it,
 * then the rounded one under it ("Total 12.83 / Rounding 0.02 / Total Payable 12.85"). The one
 * under the rounding is what is paid, however it is worded; where its label names another
 * concept ("Total payable" reads as an amount due) the total's own labels never find it.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { readValue } from './read-value.ts';
import { ROUNDING, ROUNDING_GAP, type FindValues } from './receipt-payment.ts';
import { unionBox } from '../../layout/text-line.ts';
import type { Located } from './value-near-label.ts';

/** Words that make a line a total of some kind. */
const TOTAL_WORDS = new Set([
  'total',
  'payable',
  'due',
  'nett',
  'net',
  'grand',
  'rounded',
  'summe',
  'gesamt',
  'endbetrag',
  'zahlbetrag',
  'totaal',
]);
/** The rounded total stands right under the rounding. */
const LINES_UNDER = 2;
const CENT = 0.01;

/** The total printed under a rounding that follows `total`, where it differs from it by a rounding; else null. */
export function roundedTotal(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  total: Located | null,
  find: FindValues,
): Located | null {
  if (!total || typeof total.value !== 'number') return null;
  const rounding = find(layouts, [ROUNDING], options)[0]?.located;
  if (!rounding || rounding.page !== total.page || rounding.order <= total.order) return null;
  const layout = layouts.find((candidate) => candidate.page.number === rounding.page);
  if (!layout) return null;
  const under = layout.lines.filter((line) => line.line.bbox[1] >= rounding.bbox[3]);
  const before = total.value;
  const adjustment = typeof rounding.value === 'number' ? Math.abs(rounding.value) : 0;
  const worded = (line: TokenizedLine, value: number): boolean =>
    line.tokens.some((token) => TOTAL_WORDS.has(token)) &&
    value !== before &&
    Math.abs(value - before) <= ROUNDING_GAP;
  // A rounded total worded otherwise ("CASH 112.35") or spelt so its words say nothing
  // ("TO T AL") still shows by arithmetic: the total moved by the adjustment printed above it.
  const adjusted = (_: TokenizedLine, value: number): boolean =>
    adjustment > 0 &&
    adjustment <= ROUNDING_GAP &&
    Math.abs(Math.abs(value - before) - adjustment) < CENT / 2;
  for (const isRounded of [worded, adjusted]) {
    for (const line of under.slice(0, LINES_UNDER)) {
      const found = readValue(line.line.words, 'amount', options);
      if (!found || typeof found.value !== 'number' || !isRounded(line, found.value)) continue;
      const words = line.line.words.slice(found.start, found.end);
      return {
        ...total,
        value: found.value,
        bbox: unionBox(words),
        order: layout.page.number * 1e6 + line.line.bbox[1],
      };
    }
  }
  return null;
}
