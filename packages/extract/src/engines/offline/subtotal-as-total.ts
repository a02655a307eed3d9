/**
 * A receipt whose total line is missing or unreadable (cut off, smudged) still prints its
 * subtotal. Where no tax is added under that subtotal, nothing stands between it and
 * the amount paid, so it is the total. A tax summary block under it lists tax already included,
 * so it adds nothing.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { NET, TAX } from './net-total-after-tax.ts';
import type { FindValues } from './receipt-payment.ts';
import { taxSummaryLines } from './tax-summary.ts';
import type { Located } from './value-near-label.ts';

/** Less sure than a total's own label: the reading rests on what is not printed. */
const SCORE_FACTOR = 0.6;

/** The subtotal as the total where nothing is added under it; null where something may be. */
export function subtotalAsTotal(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  find: FindValues,
): Located | null {
  const [net, tax] = find(layouts, [NET, TAX], options).map(({ located }) => located);
  if (!net || typeof net.value !== 'number' || net.value <= 0) return null;
  if (tax && typeof tax.value === 'number' && tax.value > 0 && tax.order > net.order) {
    const layout = layouts.find((candidate) => candidate.page.number === tax.page);
    if (!layout || !isInTaxSummary(layout, tax)) return null;
  }
  return { ...net, score: net.score * SCORE_FACTOR };
}

function isInTaxSummary(layout: PageLayout, located: Located): boolean {
  const middle = (located.bbox[1] + located.bbox[3]) / 2;
  return [...taxSummaryLines(layout)].some((index) => {
    const box = layout.lines[index]?.line.bbox;
    return box !== undefined && middle >= box[1] && middle <= box[3];
  });
}
