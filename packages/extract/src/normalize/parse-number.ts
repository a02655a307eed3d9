/**
 * Locale-tolerant number parsing: "1,234.56", "1.234,56", "1 234,56", "€ 12,50", "12.50 EUR",
 * "(12.00)", "12.50-" all become numbers. Where a lone separator is ambiguous ("1.234"), the
 * caller's document-level decimal separator decides; without one, three trailing digits mean thousands.
 */
export type DecimalSeparator = ',' | '.';

export interface NumberParseOptions {
  /** The decimal separator the document uses, when known. */
  decimal?: DecimalSeparator;
}

// Currency signs and codes that may surround an amount; stripped before parsing.
const CURRENCY_TOKEN =
  /(?:[€$£¥₹₤₣₽₺₩₪]|\b(?:EUR|USD|GBP|CHF|INR|JPY|CNY|AUD|CAD|SEK|NOK|DKK|PLN|CZK|HUF|MYR|SGD|RM|Rs\.?|Fr\.?|CHF|Euro|EURO|euro)\b)/g;
const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;
const NUMBER_BODY = /^\d[\d.,']*$|^[.,]\d+$/;
const NUMBER_IN_TEXT = /[-−+(]?\s*\d[\d.,' \u00a0\u202f]*\d(?:\s*-)?\)?|[-−+(]?\d\)?/;

/** Parses an amount or quantity; null when the text holds no single number. */
export function parseNumber(text: string, options: NumberParseOptions = {}): number | null {
  const stripped = text.replace(CURRENCY_TOKEN, ' ').trim();
  if (stripped === '') return null;
  const direct = parseNumberToken(stripped, options);
  if (direct !== null) return direct;
  // Free text around the number ("Total: 12.50 incl. VAT"): take the only number-like run.
  const match = NUMBER_IN_TEXT.exec(stripped);
  if (!match) return null;
  return parseNumberToken(match[0], options);
}

/** Strict form: the whole text (currency signs aside) must be one number. */
export function parseNumberToken(token: string, options: NumberParseOptions = {}): number | null {
  let body = token.replace(CURRENCY_TOKEN, ' ').trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  if (/^[-−]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  } else if (body.startsWith('+')) {
    body = body.slice(1).trim();
  }
  if (/-$/.test(body)) {
    negative = true;
    body = body.slice(0, -1).trim();
  }
  body = joinSpacedThousands(body);
  if (!NUMBER_BODY.test(body)) return null;
  const value = readDigits(body.replace(/'/g, ''), options);
  if (value === null || !Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

/** "1 234 567,89" → "1234567,89"; spaces elsewhere make the token invalid. */
function joinSpacedThousands(body: string): string {
  if (!/[\s\u00a0\u2007\u2009\u202f]/.test(body)) return body;
  if (/^\d{1,3}(?:[\s\u00a0\u2007\u2009\u202f]\d{3})+(?:[.,]\d+)?$/.test(body))
    return body.replace(SPACES, '');
  return body;
}

function readDigits(body: string, options: NumberParseOptions): number | null {
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    return withDecimal(body, decimal);
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (separator === null) return Number(body);
  const parts = body.split(separator);
  if (parts.some((part) => part === '' && parts.length > 2)) return null;
  if (parts.length > 2) {
    // Repeated separators are thousands groups: "1.234.567".
    return parts.slice(1).every((part) => part.length === 3) ? Number(parts.join('')) : null;
  }
  const [whole = '', fraction = ''] = parts;
  if (isThousandsGroup(whole, fraction, separator, options)) return Number(whole + fraction);
  return Number(`${whole || '0'}.${fraction}`);
}

function isThousandsGroup(
  whole: string,
  fraction: string,
  separator: DecimalSeparator,
  options: NumberParseOptions,
): boolean {
  if (fraction.length !== 3 || whole === '' || /^0+$/.test(whole) || whole.length > 3) return false;
  if (options.decimal) return options.decimal !== separator;
  return true;
}

function withDecimal(body: string, decimal: DecimalSeparator): number | null {
  const thousands = decimal === ',' ? '.' : ',';
  const [whole = '', fraction = ''] = body.split(decimal);
  if (body.split(decimal).length !== 2) return null;
  const groups = whole.split(thousands);
  if (groups.slice(1).some((group) => group.length !== 3)) return null;
  if (fraction.includes(thousands)) return null;
  return Number(`${groups.join('')}.${fraction}`);
}
