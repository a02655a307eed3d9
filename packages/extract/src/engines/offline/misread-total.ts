/**
 * OCR misreads a character of a receipt's total ("64.50" for 54.50, "67,8" for 67.85) more often
 * than it misreads, in the same way, all the amounts that add up to it. Where the total read
 * disagrees with the receipt's own arithmetic (subtotal plus tax plus rounding, or the tendered
 * amount less the change) by exactly one character, and OCR read every amount of that sum more
 * surely than the total, the arithmetic gives the total. Without the second condition the two
 * readings are alike: a misread cash amount is one character off the right total just as often.
 * A tax at a printed rate is arithmetic too: whether added or included, it is the total's share
 * rate / (100 + rate) ("GST 6% 33.57" under a total read "5903.10" that was 593.10).
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { readingOf, wordsInside } from './confidence.ts';
import { withinOneEdit } from './ocr-spelling.ts';
import { CHANGE, ROUNDING, SUBTOTAL, TAX, TENDERED, type FindValues } from './receipt-payment.ts';
import type { Located } from './value-near-label.ts';

/**
 * Cash rounding to the nearest 0.05 moves a total by at most this much: a payment that close to
 * the total read is that total rounded, not a sign that it was misread.
 */
const CASH_ROUNDING = 0.025;
/** A tax printed in cents may be a cent off the share computed from the total. */
const ONE_CENT = 0.01;

/** The amount the receipt's arithmetic gives where the total read is one character off it; else null. */
export function misreadTotal(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  total: Located | null,
  find: FindValues,
): Located | null {
  if (!total || typeof total.value !== 'number') return null;
  const layout = layouts.find((candidate) => candidate.page.number === total.page);
  const totalReading = readingOf(layouts, total);
  // A total read for certain (a text layer's) has no part read more surely.
  if (!layout || totalReading >= 1) return null;
  const read = amountText(
    wordsInside(layout.page, total.bbox)
      .map((word) => word.text)
      .join(''),
  );
  const [subtotal, tax, rounding, tendered, change] = find(
    layouts,
    [SUBTOTAL, TAX, ROUNDING, TENDERED, CHANGE],
    options,
  ).map(({ located }) => (located?.page === total.page && isAmount(located) ? located : null));
  for (const parts of witnesses(total, { subtotal, tax, rounding, tendered, change })) {
    const sum =
      Math.round(parts.reduce((whole, [sign, part]) => whole + sign * part.value, 0) * 100) / 100;
    if (sum <= 0 || Math.abs(sum - total.value) <= CASH_ROUNDING) continue;
    if (!spellings(sum).some((spelling) => withinOneEdit(read, spelling))) continue;
    const recognition = Math.min(...parts.map(([, part]) => readingOf(layouts, part)));
    if (recognition > totalReading) return { ...total, value: sum, recognition };
  }
  if (!tax || readingOf(layouts, tax) <= totalReading) return null;
  const value = totalOfTaxShare(layout, total.value, read, tax);
  return value === null ? null : { ...total, value, recognition: readingOf(layouts, tax) };
}

/**
 * The one amount a character away from the total read whose share at the tax's printed rate is
 * the tax, where the total read is not; null where none or several are.
 */
function totalOfTaxShare(
  layout: PageLayout,
  total: number,
  read: string,
  tax: Amount,
): number | null {
  const rate = printedRate(layout, tax);
  if (rate === null) return null;
  const isShared = (amount: number): boolean =>
    Math.abs(Math.round((amount * rate * 100) / (100 + rate)) / 100 - tax.value) <= ONE_CENT;
  if (isShared(total)) return null;
  const fitting = new Set(oneEditReadings(read).filter(isShared));
  const [value] = fitting;
  return fitting.size === 1 && value !== undefined ? value : null;
}

/** The percentage printed on the tax's line ("GST 6%", "MwSt. 19 %"), where there is one. */
function printedRate(layout: PageLayout, tax: Located): number | null {
  const middle = (tax.bbox[1] + tax.bbox[3]) / 2;
  const line = layout.lines.find(({ line }) => line.bbox[1] <= middle && middle <= line.bbox[3]);
  const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/.exec(line?.line.text ?? '')?.[1];
  const value = rate === undefined ? 0 : Number(rate.replace(',', '.'));
  return value > 0 ? value : null;
}

/** Every amount one character away from `read`: a digit dropped, added or changed. */
function oneEditReadings(read: string): number[] {
  const digits = '0123456789';
  const texts: string[] = [];
  for (let index = 0; index <= read.length; index++) {
    const [before, at, after] = [
      read.slice(0, index),
      read.slice(index, index + 1),
      read.slice(index + 1),
    ];
    for (const digit of digits) {
      texts.push(before + digit + at + after);
      if (/\d/.test(at)) texts.push(before + digit + after);
    }
    if (at !== '') texts.push(before + after);
  }
  return texts.filter((text) => /^\d+(?:\.\d{1,2})?$/.test(text)).map(Number);
}

type Amount = Located & { value: number };
type Signed = [1 | -1, Amount];

interface Parts {
  subtotal?: Amount | null;
  tax?: Amount | null;
  rounding?: Amount | null;
  tendered?: Amount | null;
  change?: Amount | null;
}

/** The sums the receipt prints around its total, each as the amounts it adds or takes away. */
function witnesses(
  total: Located,
  { subtotal, tax, rounding, tendered, change }: Parts,
): Signed[][] {
  const sums: Signed[][] = [];
  // Subtotal, then tax, then maybe a rounding, all above the total.
  if (subtotal && tax && subtotal.order < tax.order && tax.order < total.order) {
    const parts: Signed[] = [
      [1, subtotal],
      [1, tax],
    ];
    if (rounding && rounding.order > tax.order && rounding.order < total.order)
      parts.push([1, rounding]);
    sums.push(parts);
  }
  // What was handed over, then the change, both below the total.
  if (tendered && change && total.order < tendered.order && tendered.order < change.order)
    sums.push([
      [1, tendered],
      [-1, change],
    ]);
  return sums;
}

function isAmount(located: Located | null): located is Amount {
  return typeof located?.value === 'number';
}

/** The characters of an amount as read: digits and one kind of decimal mark, nothing else. */
function amountText(text: string): string {
  const digits = text.replace(/[^\d.,]/g, '').replace(/,/g, '.');
  return /\d/.test(digits) ? digits : '';
}

/** How an amount is printed: with cents, and without a trailing zero of them. */
function spellings(amount: number): string[] {
  const cents = amount.toFixed(2);
  return cents.endsWith('0') ? [cents, cents.slice(0, -1)] : [cents];
}
