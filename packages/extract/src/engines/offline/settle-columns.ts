/**
 * Which column holds the quantity and which the line amount, settled by arithmetic where the
 * headings leave it open: a heading word means quantity in one layout and amount in another
 * ("Amount" over 400,00 with "Total" beside it), and a quantity column may have no heading that
 * names it at all ("#"). Where one column times the unit price gives another in the rows, the
 * first is the quantity and the second the line amount.
 */
import type { FieldProfile } from './field-profile.ts';

/** Rows where the product holds, at least; fewer is chance. */
const MIN_HOLDING_ROWS = 2;

/**
 * The field-to-column map with quantity and line amount moved to the columns the arithmetic
 * names; unchanged where the map already adds up, or where no single pair of columns does.
 * `numbers[row][column]` is the number read in that row's cell of that heading, or null.
 */
export function settleByArithmetic(
  columnOf: readonly number[],
  profiles: readonly FieldProfile[],
  numbers: readonly (readonly (number | null)[])[],
): number[] {
  const fieldOf = (concept: string): number =>
    profiles.findIndex((profile) => profile.concept?.id === concept);
  const quantityField = fieldOf('quantity');
  const amountField = fieldOf('line-total');
  const price = columnOf[fieldOf('unit-price')] ?? -1;
  if (price < 0 || (quantityField < 0 && amountField < 0)) return [...columnOf];
  const quantity = columnOf[quantityField] ?? -1;
  const amount = columnOf[amountField] ?? -1;
  if (quantity >= 0 && amount >= 0 && holds(numbers, quantity, price, amount)) return [...columnOf];
  const columns = Math.max(0, ...numbers.map((row) => row.length));
  const triples: [number, number][] = [];
  for (let factor = 0; factor < columns; factor++)
    for (let product = 0; product < columns; product++)
      if (new Set([factor, product, price]).size === 3 && holds(numbers, factor, price, product))
        triples.push([factor, product]);
  const [settled, ...others] = triples;
  if (!settled || others.length > 0) return [...columnOf];
  const [factor, product] = settled;
  const result = columnOf.map((column) => (column === factor || column === product ? -1 : column));
  if (quantityField >= 0) result[quantityField] = factor;
  if (amountField >= 0) result[amountField] = product;
  return result;
}

/**
 * Whether factor × price = product in most rows that have all three, in two at least, and in
 * one where neither factor is 0 nor the first 1 (position number 1 times the price gives the amount too).
 */
function holds(
  numbers: readonly (readonly (number | null)[])[],
  factor: number,
  price: number,
  product: number,
): boolean {
  let rows = 0;
  let hits = 0;
  let telling = false;
  for (const row of numbers) {
    const [q, p, t] = [row[factor], row[price], row[product]];
    if (q === null || q === undefined || p === null || p === undefined) continue;
    if (t === null || t === undefined) continue;
    rows++;
    if (Math.abs(Math.abs(q * p) - Math.abs(t)) > Math.max(0.015, Math.abs(t) * 0.005)) continue;
    hits++;
    if (Math.abs(q) !== 1 && q !== 0 && p !== 0) telling = true;
  }
  return telling && hits >= MIN_HOLDING_ROWS && hits * 2 > rows;
}
