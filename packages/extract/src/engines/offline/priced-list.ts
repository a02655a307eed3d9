/**
 * Line items printed without column headings: a list of lines that each pair a description with
 * one amount, the amounts right-aligned under each other ("Privathaftpflicht      50,00 €"), as
 * letters, insurance premiums and cloud bills print them. Read only where no table header names
 * the fields, since a headed table says more about its columns than alignment does.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox } from '../../layout/text-line.ts';
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';
import { currencyOfToken } from '../../normalize/currency.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { readValue } from './read-value.ts';
import { isSummaryRow } from './summary-row.ts';
import { emptyFoundRecord, recognitionOf, type FoundRecord } from './confidence.ts';

interface PricedLine {
  line: TokenizedLine;
  text: OcrWord[];
  amount: OcrWord[];
  value: number;
}

/** Lines of detail (coverage, period, breakdown) that may sit between two priced lines of one list. */
const MAX_DETAIL_LINES = 6;
/** An amount with cents: a price, not a quantity, year or clause number. */
const MONEY = /^[-+(]?\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}\)?-?$/;

export function pricedListRecords(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord[] {
  const keyOf = (concept: string): string | undefined =>
    profiles.find((profile) => profile.concept?.id === concept)?.field.key;
  const description = keyOf('description');
  const amountKeys = [keyOf('line-total'), keyOf('unit-price')].filter((key) => key !== undefined);
  if (description === undefined || amountKeys.length === 0) return [];
  const quantity = keyOf('quantity');
  let best: { layout: PageLayout; items: PricedLine[] } | null = null;
  for (const layout of layouts) {
    for (const list of pricedLists(layout, options)) {
      const items = itemsOf(list, layout.unit);
      if (items.length > (best?.items.length ?? 0)) best = { layout, items };
    }
  }
  if (!best) return [];
  const page = best.layout.page.number;
  return best.items.map((item) => {
    const record = emptyFoundRecord();
    for (const profile of profiles) record.values[profile.field.key] = null;
    const put = (key: string, value: string | number, words: readonly OcrWord[]): void => {
      const normalized = normalizeValue(
        value,
        profiles.find((profile) => profile.field.key === key)?.field.type ?? 'string',
        options,
      );
      if (normalized === null) return;
      record.values[key] = normalized;
      record.sources[key] = { page, bbox: unionBox(words) };
      const profile = profiles.find((candidate) => candidate.field.key === key);
      record.evidence[key] = {
        origin: 'row',
        kind: profile?.kind ?? 'text',
        recognition: recognitionOf(words),
        arithmetic: 'unknown',
        complete: true,
        heading: 'none',
        partial: false,
        atypicalRow: false,
        sparse: false,
      };
    };
    put(description, joinWords(item.text), item.text);
    // One amount and no quantity: the line is one unit at that price.
    for (const key of amountKeys) put(key, item.value, item.amount);
    if (quantity !== undefined) put(quantity, 1, item.amount);
    return record;
  });
}

/** Runs of priced lines whose amounts share a right edge, with a few detail lines allowed between. */
function pricedLists(layout: PageLayout, options: NormalizeOptions): PricedLine[][] {
  const lists: PricedLine[][] = [];
  let current: PricedLine[] = [];
  let detail = 0;
  let previousBottom = -Infinity;
  for (const line of layout.lines) {
    const gap = line.line.bbox[1] - previousBottom;
    previousBottom = line.line.bbox[3];
    const priced = pricedLine(line, options);
    const last = current.at(-1);
    const aligned =
      priced !== null &&
      last !== undefined &&
      Math.abs(rightEdge(priced) - rightEdge(last)) <= layout.unit;
    if (priced && (aligned || last === undefined) && gap <= layout.unit * 1.5) {
      current.push(priced);
      detail = 0;
      continue;
    }
    // The sums close the list: what follows them is another list, not their detail.
    const summed = current.some((entry) => isSummaryRow(joinWords(entry.text)));
    if (
      !priced &&
      last !== undefined &&
      !summed &&
      gap <= layout.unit * 1.5 &&
      detail < MAX_DETAIL_LINES
    ) {
      detail++;
      continue;
    }
    if (current.length > 0) lists.push(current);
    current = priced ? [priced] : [];
    detail = 0;
  }
  if (current.length > 0) lists.push(current);
  return lists;
}

/**
 * The items of a list: its lines before the first sum ("Gesamtbeitrag", "Total"), and of those
 * only the least indented, since a line indented under an item breaks its amount down.
 */
function itemsOf(list: readonly PricedLine[], unit: number): PricedLine[] {
  const end = list.findIndex((priced) => isSummaryRow(joinWords(priced.text)));
  const before = end === -1 ? list : list.slice(0, end);
  const indent = Math.min(...before.map((priced) => priced.line.line.bbox[0]));
  return before.filter((priced) => priced.line.line.bbox[0] <= indent + unit * 0.5);
}

/** A line of two cells: a description with letters, and an amount with cents (and its currency). */
function pricedLine(line: TokenizedLine, options: NormalizeOptions): PricedLine | null {
  const [text, amount] = line.line.segments;
  if (!text || !amount || line.line.segments.length !== 2) return null;
  if (!/\p{L}/u.test(text.text) || text.text.trim().endsWith(':')) return null;
  const figures = amount.words.filter((word) => currencyOfToken(word.text) === null);
  const compact = figures
    .map((word) => word.text)
    .join('')
    .replace(/^[$€£]|[$€£]$/g, '');
  if (!MONEY.test(compact)) return null;
  const found = readValue(figures, 'amount', options);
  if (!found || typeof found.value !== 'number') return null;
  return { line, text: text.words, amount: amount.words, value: found.value };
}

function rightEdge(priced: PricedLine): number {
  return priced.line.line.bbox[2];
}
