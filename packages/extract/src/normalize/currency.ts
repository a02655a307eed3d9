/** ISO 4217 codes for the currencies invoices and receipts commonly print, by code, symbol or local sign. */
const ISO_CODES = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'INR',
  'JPY',
  'CNY',
  'AUD',
  'CAD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'HRK',
  'TRY',
  'RUB',
  'MYR',
  'SGD',
  'HKD',
  'THB',
  'IDR',
  'PHP',
  'ZAR',
  'BRL',
  'MXN',
  'AED',
]);

const SIGNS: ReadonlyMap<string, string> = new Map([
  ['€', 'EUR'],
  ['euro', 'EUR'],
  ['$', 'USD'],
  ['us$', 'USD'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['rs', 'INR'],
  ['rs.', 'INR'],
  ['rm', 'MYR'],
  ['¥', 'JPY'],
  ['fr.', 'CHF'],
]);

/** The ISO code a single token names ("EUR", "€", "RM"), or null. */
export function currencyOfToken(token: string): string | null {
  const trimmed = token.replace(/^[(:]+|[):,;]+$/g, '');
  const upper = trimmed.toUpperCase();
  if (ISO_CODES.has(upper)) return upper;
  return SIGNS.get(trimmed.toLowerCase()) ?? null;
}

/** Currency signs glued to amounts ("€12,50", "12.50$") name their currency too. */
export function currencyInToken(token: string): string | null {
  const whole = currencyOfToken(token);
  if (whole) return whole;
  const sign = /^[-(]?([€$£₹¥])|([€$£₹¥])\)?$/.exec(token);
  const symbol = sign?.[1] ?? sign?.[2];
  return symbol ? (SIGNS.get(symbol) ?? null) : null;
}
