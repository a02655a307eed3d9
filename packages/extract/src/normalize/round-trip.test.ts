/**
 * Property tests of the normalisers over generated values: every amount printed in the ways
 * documents print amounts, and every calendar day printed in the ways documents print dates,
 * reads back as the value it was printed from. A seeded generator keeps failures reproducible.
 */
import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date.ts';
import { parseNumber, type DecimalSeparator } from './parse-number.ts';

const CASES = 400;

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function generator(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

interface NumberStyle {
  name: string;
  decimal: DecimalSeparator;
  /** Between groups of three digits. */
  group: string;
}

const NUMBER_STYLES: readonly NumberStyle[] = [
  { name: 'English', decimal: '.', group: ',' },
  { name: 'German', decimal: ',', group: '.' },
  { name: 'French', decimal: ',', group: ' ' },
  { name: 'French, narrow no-break space', decimal: ',', group: '\u202f' },
  { name: 'no-break space', decimal: ',', group: '\u00a0' },
  { name: 'Swiss', decimal: '.', group: "'" },
  { name: 'ungrouped, point', decimal: '.', group: '' },
  { name: 'ungrouped, comma', decimal: ',', group: '' },
];

const WRAPPINGS: readonly ((text: string, negative: boolean) => string)[] = [
  (text, negative) => (negative ? `-${text}` : text),
  (text, negative) => (negative ? `(${text})` : text),
  (text, negative) => (negative ? `${text}-` : text),
  (text, negative) => `€ ${negative ? '-' : ''}${text}`,
  (text, negative) => `${negative ? '-' : ''}${text} EUR`,
  (text, negative) => `$${negative ? '-' : ''}${text}`,
];

/** `cents` printed with grouped thousands and, where `decimals` is 2, a decimal part. */
function printAmount(cents: number, style: NumberStyle, decimals: 0 | 2): string {
  const whole = String(Math.floor(cents / 100));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return decimals === 0
    ? grouped
    : `${grouped}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
}

describe('number parsing round trip', () => {
  it('reads every amount with cents back, in any style and wrapping, knowing the separator', () => {
    const random = generator(11);
    for (let index = 0; index < CASES; index++) {
      const cents = random(10) < 3 ? random(100_000) : random(10_000_000_000);
      const style = NUMBER_STYLES[index % NUMBER_STYLES.length]!;
      const negative = random(3) === 0;
      const wrap = WRAPPINGS[random(WRAPPINGS.length)]!;
      const printed = wrap(printAmount(cents, style, 2), negative);
      const expected = ((negative ? -1 : 1) * cents) / 100;
      expect({
        printed,
        style: style.name,
        value: parseNumber(printed, { decimal: style.decimal }),
      }).toEqual({ printed, style: style.name, value: expected === 0 ? 0 : expected });
    }
  });

  it('reads amounts with cents the same without being told the separator', () => {
    const random = generator(12);
    for (let index = 0; index < CASES; index++) {
      const cents = random(10_000_000_000);
      const style = NUMBER_STYLES[index % NUMBER_STYLES.length]!;
      const printed = printAmount(cents, style, 2);
      expect({ printed, value: parseNumber(printed) }).toEqual({ printed, value: cents / 100 });
    }
  });

  it('reads whole amounts with grouped thousands back when the document says which separator is decimal', () => {
    const random = generator(13);
    const grouped = NUMBER_STYLES.filter((style) => style.group !== '');
    for (let index = 0; index < CASES; index++) {
      const whole = random(10_000_000_000);
      const style = grouped[index % grouped.length]!;
      const printed = printAmount(whole * 100, style, 0);
      expect({ printed, value: parseNumber(printed, { decimal: style.decimal }) }).toEqual({
        printed,
        value: whole,
      });
    }
  });
});

const MONTHS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The ways documents print a day, each with whether it needs a month-first reading. */
const DATE_STYLES: readonly { name: string; print: (day: Day) => string; monthFirst?: true }[] = [
  { name: 'ISO', print: ({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}` },
  { name: 'compact ISO', print: ({ year, month, day }) => `${year}${pad(month)}${pad(day)}` },
  { name: 'German dots', print: ({ year, month, day }) => `${pad(day)}.${pad(month)}.${year}` },
  { name: 'short dots', print: ({ year, month, day }) => `${day}.${month}.${year}` },
  {
    name: 'day first slashes',
    print: ({ year, month, day }) => `${pad(day)}/${pad(month)}/${year}`,
  },
  {
    name: 'day first dashes',
    print: ({ year, month, day }) => `${pad(day)}-${pad(month)}-${year}`,
  },
  {
    name: 'US slashes',
    print: ({ year, month, day }) => `${pad(month)}/${pad(day)}/${year}`,
    monthFirst: true,
  },
  {
    name: 'English',
    print: ({ year, month, day }) => `${MONTHS.en![month - 1]} ${day}, ${year}`,
  },
  {
    name: 'English, day first',
    print: ({ year, month, day }) => `${day} ${MONTHS.en![month - 1]} ${year}`,
  },
  { name: 'German', print: ({ year, month, day }) => `${day}. ${MONTHS.de![month - 1]} ${year}` },
  { name: 'French', print: ({ year, month, day }) => `${day} ${MONTHS.fr![month - 1]} ${year}` },
  { name: 'Dutch', print: ({ year, month, day }) => `${day} ${MONTHS.nl![month - 1]} ${year}` },
  {
    name: 'abbreviated, two-digit year',
    print: ({ year, month, day }) =>
      `${pad(day)}-${MONTHS.en![month - 1]!.slice(0, 3).toUpperCase()}-${pad(year % 100)}`,
  },
];

function randomDay(random: (below: number) => number, years: [number, number]): Day {
  const year = years[0] + random(years[1] - years[0] + 1);
  const month = 1 + random(12);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: 1 + random(days) };
}

describe('date parsing round trip', () => {
  it('reads every calendar day back from each way documents print it', () => {
    const random = generator(21);
    for (let index = 0; index < CASES * 2; index++) {
      const style = DATE_STYLES[index % DATE_STYLES.length]!;
      // Two-digit years stand for 1970-2069; eight bare digits are a date only in 19xx and 20xx.
      const years: [number, number] = style.name.includes('two-digit')
        ? [1970, 2069]
        : style.name === 'compact ISO'
          ? [1900, 2099]
          : [1900, 2199];
      const day = randomDay(random, years);
      const printed = style.print(day);
      const iso = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
      const parsed = parseDate(printed, style.monthFirst ? { order: 'mdy' } : {});
      expect({ style: style.name, printed, parsed }).toEqual({
        style: style.name,
        printed,
        parsed: iso,
      });
    }
  });

  it('finds the day inside a sentence as well as on its own', () => {
    const random = generator(22);
    for (let index = 0; index < CASES; index++) {
      const style = DATE_STYLES[index % DATE_STYLES.length]!;
      if (style.name.includes('two-digit') || style.name === 'compact ISO') continue;
      const day = randomDay(random, [1990, 2060]);
      const printed = `Payable until ${style.print(day)} without deduction.`;
      const iso = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
      expect({
        printed,
        parsed: parseDate(printed, style.monthFirst ? { order: 'mdy' } : {}),
      }).toEqual({
        printed,
        parsed: iso,
      });
    }
  });

  it('rejects days that are not on the calendar, whatever the style', () => {
    const random = generator(23);
    for (let index = 0; index < CASES; index++) {
      const year = 1990 + random(70);
      const month = 1 + random(12);
      const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const impossible = { year, month, day: days + 1 + random(31 - days + 1) };
      if (impossible.day > 31) continue;
      const printed = `${year}-${pad(month)}-${pad(impossible.day)}`;
      expect({ printed, parsed: parseDate(printed) }).toEqual({ printed, parsed: null });
    }
  });
});
