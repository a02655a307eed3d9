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

/**
 * Most code points a text key keeps: PostgreSQL's B-tree refuses an entry over 2,704 bytes and
 * 500 code points take at most 2,000 in UTF-8, beside the order index's other columns. Texts
 * whose keys share their first 500 code points compare equal (docs/records-storage.md).
 */
export const MAX_KEY_LENGTH = 500;

/** The key's first MAX_KEY_LENGTH code points, as PostgreSQL's left() and SQLite's substr() count. */
export function boundedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  let end = 0;
  for (let count = 0; count < MAX_KEY_LENGTH && end < key.length; count += 1) {
    end += isSurrogatePair(key, end) ? 2 : 1;
  }
  return key.slice(0, end);
}

function isSurrogatePair(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** A whole value that is a plain decimal number: "2.5", "-3", "007". */
const plainNumber = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Folded text with digit runs padded, so "Item 2" < "item 10" compares as plain text; a plain
 * number keys in the order of its value, so "2.25" < "2.5" and "-5" < "-3" as numbers do.
 */
export function naturalKey(value: unknown): string {
  const folded = foldText(value);
  const number = plainNumber.exec(folded);
  if (number) return numberKey(number[1] === '-', number[2]!, number[3] ?? '');
  return folded.replace(/[0-9]+/g, padDigits);
}

function padDigits(digits: string): string {
  return digits.padStart(NATURAL_DIGITS, '0');
}

/**
 * A plain number's key: the whole part padded as any digit run, the fraction's digits as they
 * are (compared from the left, as decimals compare). A negative number sorts below the rest
 * ('-' is below the digits), its digits mirrored (9 − d) and closed by '~' (above the digits
 * and the point), so -2.55 < -2.5 < -2. Zeros that change no value are dropped first:
 * "2.50" keys as "2.5", "-0" as "0". PostgreSQL's docsift_natural_key does the same
 * (migration keys_by_value).
 */
function numberKey(isNegative: boolean, whole: string, fraction: string): string {
  const digits = padDigits(whole.replace(/^0+(?=[0-9])/, ''));
  const decimals = fraction.replace(/0+$/, '');
  const magnitude = decimals ? `${digits}.${decimals}` : digits;
  if (!isNegative || /^[0.]*$/.test(magnitude)) return magnitude;
  return `-${magnitude.replace(/[0-9]/g, (d) => String(9 - Number(d)))}~`;
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
