/**
 * Tax summary blocks: the small table a receipt or invoice prints per tax rate ("GST Summary |
 * Amount | Tax", "Tax code | % | Amt | Tax"). Its amounts are net bases and tax per rate, and its
 * "Total" row sums those, so none of them is the document's gross total.
 */
import type { PageLayout } from './document-layout.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { foldLookalikes, isOcrSpelling } from './ocr-spelling.ts';

/** A token that names a tax, also glued to another word as OCR often prints it ("GSTSummary"). */
const TAX = /^(gst|vat|tax|mwst|ust|tva|btw|steuer)|(gst|vat|tax|mwst|tva|btw|steuer)$/;
const SUMMARY_WORDS = [
  'summary',
  'breakdown',
  'analysis',
  'zusammenfassung',
  'aufstellung',
  'recapitulatif',
  'overzicht',
];
const SUMMARY = new RegExp(SUMMARY_WORDS.join('|'));
/** Column headings of a per-rate table: the rate or the tax code. */
const RATE = new Set(['%', 'rate', 'code', 'satz', 'steuersatz', 'taux', 'tarief']);
/** Lines of the block under its heading; a per-rate table has a row per rate and a total. */
const BLOCK_LINES = 5;

/** Indexes (in `layout.lines`) of the lines that belong to a tax summary block. */
export function taxSummaryLines(layout: PageLayout): Set<number> {
  const inside = new Set<number>();
  const isOcr = layout.page.source === 'ocr';
  layout.lines.forEach((line, index) => {
    const heading = isOcr ? withOcrSpelling(line) : line;
    if (!isTaxSummaryHeading(heading, layout.lines[index + 1])) return;
    inside.add(index);
    let bottom = line.line.bbox[3];
    for (const [offset, next] of layout.lines.slice(index + 1, index + 1 + BLOCK_LINES).entries()) {
      if (next.line.bbox[1] - bottom > layout.unit * 3) break;
      inside.add(index + 1 + offset);
      bottom = next.line.bbox[3];
    }
  });
  return inside;
}

/**
 * A summary heading that names a tax ("GST Summary", "VAT breakdown"), or a summary heading over
 * the column headings of a per-rate table ("Summary" / "Tax code | % | Amount | Tax"). A rate
 * column alone is not enough: line-item tables have "VAT %" columns too.
 */
function isTaxSummaryHeading(line: TokenizedLine, next: TokenizedLine | undefined): boolean {
  if (!line.tokens.some((token) => SUMMARY.test(token))) return false;
  return (
    line.tokens.some((token) => TAX.test(token)) || (next !== undefined && isRateHeading(next))
  );
}

/** Column headings naming a tax and its rate or code, with no figures of their own. */
function isRateHeading(line: TokenizedLine): boolean {
  return (
    line.line.segments.length >= 2 &&
    line.tokens.some((token) => TAX.test(token)) &&
    line.tokens.some((token) => RATE.has(token)) &&
    !/\d/.test(line.line.text)
  );
}

/**
 * The heading's tokens as the words OCR probably misread ("G5T Susmary" → gst summary): glyphs
 * that look alike folded, a summary word one letter off taken as that word.
 */
function withOcrSpelling(line: TokenizedLine): TokenizedLine {
  const tokens = line.tokens.map((token) => {
    const folded = foldLookalikes(token);
    return SUMMARY_WORDS.find((word) => isOcrSpelling(folded, word)) ?? folded;
  });
  return { ...line, tokens };
}
