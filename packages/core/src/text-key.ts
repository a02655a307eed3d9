/**
 * How text compares in records, one rule for the web, core's filters and both databases' SQL
 * (the server's record-text-keys.ts and its PostgreSQL functions): case and accents are folded
 * ("Müller" = "muller"), digit runs compare by value, then text compares by code point.
 */

/** Digit runs shorter than this are zero-padded so that text order is natural order. */
export const NATURAL_DIGITS = 20;

/**
 * The combining accents NFD splits off (U+0300–U+036F). A fixed range rather than \p{M}, so
 * the databases' versions can strip exactly the same characters.
 */
const combiningAccents = /[\u0300-\u036f]/g;

/** Lower case without accents: what `includes` and `q` compare; '' when absent. */
export function foldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).toLowerCase().normalize('NFD').replace(combiningAccents, '');
}

/** Folded text with digit runs padded, so "Item 2" < "item 10" compares as plain text. */
export function naturalKey(value: unknown): string {
  return foldText(value).replace(/[0-9]+/g, (digits) => digits.padStart(NATURAL_DIGITS, '0'));
}

/**
 * Code point order, as SQLite's BINARY and PostgreSQL's "C" collations compare UTF-8; plain
 * `<` compares UTF-16 units and would put U+E000–U+FFFF after characters beyond U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Surrogates (U+D800–U+DFFF) stand for code points above U+FFFF: rank them above U+FFFF. */
function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}
