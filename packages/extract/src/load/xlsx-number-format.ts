/** Built-in number formats that show a date or time (ECMA-376 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const MS_PER_DAY = 86_400_000;
/** Day 0 of the 1900 system is 1899-12-30 once Lotus's phantom 29 February 1900 is counted. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** Whether a number format shows dates or times: a built-in date id, or a code with d, m, y, h or s outside quotes, brackets and escapes. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(id)) return true;
  if (!code) return false;
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .split(';')[0]!;
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/**
 * A date serial as ISO text: a date alone ("2024-03-01"), with its time when it has one
 * ("2024-03-01 14:30"), or a time alone ("14:30") for a serial under one day.
 */
export function serialDateText(serial: number, is1904: boolean, code: string | undefined): string {
  const ms = Math.round(serial * MS_PER_DAY);
  const date = new Date((is1904 ? EPOCH_1904 : EPOCH_1900) + ms);
  const iso = date.toISOString();
  const hasTime = ms % MS_PER_DAY !== 0 || /h/i.test(code ?? '');
  if (serial < 1 && hasTime) return iso.slice(11, 16);
  return hasTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

/** A stored number as plain text, without binary floating-point noise (0.1 + 0.2 stored as 0.30000000000000004 reads 0.3). */
export function numberText(value: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? String(Number(number.toPrecision(15))) : value;
}
