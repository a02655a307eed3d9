/**
 * Just enough of the PDF object syntax (ISO 32000-1, 7.3) to read a stream's dictionary from the
 * raw file, before pdf.js is given it: numbers, names, references, strings (as bytes), booleans,
 * arrays and dictionaries. Other keywords are skipped. Anything it cannot read is `undefined`, never an
 * exception.
 */
export type PdfValue =
  | number
  | boolean
  | { name: string }
  | { ref: number }
  | { bytes: Buffer }
  | PdfValue[]
  | Map<string, PdfValue>
  | null;

/** Deeper nesting than any real file uses: a hostile one is not followed; the stack stays small. */
const MAX_DEPTH = 32;
const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;
const KEYWORDS = new Map<string, PdfValue>([
  ['null', null],
  ['true', true],
  ['false', false],
]);

/**
 * Characters and values a scan may still read, shared by every parse of one file: overlapping or
 * hostile structures cannot make the scan cost more than this, whatever their shape.
 */
export interface ParseBudget {
  steps: number;
}

export interface Parsed {
  value: PdfValue | undefined;
  /** Index just after the value. */
  end: number;
}

/**
 * Reads the value at `start` of `text` (the file as latin1), spending from `budget` the characters
 * it reads; once the budget is spent nothing more is read.
 */
export function parseValue(text: string, start: number, budget: ParseBudget, depth = 0): Parsed {
  // Nothing past a too-deep value is read: each object costs at most MAX_DEPTH nested scans.
  if (depth > MAX_DEPTH || budget.steps <= 0) return { value: undefined, end: text.length };
  const at = skipSpace(text, start);
  budget.steps -= 1 + at - start;
  if (text.startsWith('<<', at)) return parseDictionary(text, at + 2, budget, depth);
  if (text[at] === '[') return parseArray(text, at + 1, budget, depth);
  const leaf = readLeaf(text, at);
  budget.steps -= leaf.end - at;
  return leaf;
}

/** A name, number, reference, string or keyword at `at`. */
function readLeaf(text: string, at: number): Parsed {
  const char = text[at];
  if (char === '/') {
    const end = tokenEnd(text, at + 1);
    return { value: { name: decodeName(text.slice(at + 1, end)) }, end };
  }
  if (char === '(') {
    const end = skipString(text, at + 1);
    return { value: { bytes: literalBytes(text.slice(at + 1, end - 1)) }, end };
  }
  if (char === '<') {
    const close = text.indexOf('>', at);
    const end = close < 0 ? text.length : close + 1;
    const hex = text.slice(at + 1, end - 1).replace(/[^0-9a-fA-F]/g, '');
    return { value: { bytes: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') }, end };
  }
  const end = tokenEnd(text, at);
  // A stray delimiter (")", ">", "{"): step over it.
  if (end === at) return { value: undefined, end: at + 1 };
  const token = text.slice(at, end);
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
    // "12 0 R" is a reference: look ahead for the generation and the R.
    const reference = /^[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+R(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/.exec(
      text.slice(end, end + 32),
    );
    if (reference && /^\d+$/.test(token))
      return {
        value: { ref: objectKey(token, reference[1]!) },
        end: end + reference[0].length,
      };
    return { value: Number(token), end };
  }
  return { value: KEYWORDS.get(token), end };
}

function parseDictionary(text: string, start: number, budget: ParseBudget, depth: number): Parsed {
  const entries = new Map<string, PdfValue>();
  let at = start;
  for (;;) {
    const next = skipSpace(text, at);
    budget.steps -= 1 + next - at;
    at = next;
    if (at >= text.length || budget.steps <= 0) return { value: undefined, end: text.length };
    if (text.startsWith('>>', at)) return { value: entries, end: at + 2 };
    if (text[at] !== '/') return { value: undefined, end: at };
    const keyEnd = tokenEnd(text, at + 1);
    budget.steps -= keyEnd - at;
    const key = decodeName(text.slice(at + 1, keyEnd));
    const { value, end } = parseValue(text, keyEnd, budget, depth + 1);
    if (value !== undefined) entries.set(key, value);
    at = end;
  }
}

function parseArray(text: string, start: number, budget: ParseBudget, depth: number): Parsed {
  const items: PdfValue[] = [];
  let at = start;
  for (;;) {
    const next = skipSpace(text, at);
    budget.steps -= 1 + next - at;
    at = next;
    if (at >= text.length || budget.steps <= 0) return { value: undefined, end: text.length };
    if (text[at] === ']') return { value: items, end: at + 1 };
    const { value, end } = parseValue(text, at, budget, depth + 1);
    if (value !== undefined) items.push(value);
    at = end;
  }
}

/** An object's number and generation as one Map key. */
export function objectKey(number: string, generation: string): number {
  return Number(number) * 65_536 + Number(generation);
}

export function skipSpace(text: string, start: number): number {
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '%') {
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at += 1;
    } else if (WHITESPACE.test(char)) {
      at += 1;
    } else {
      break;
    }
  }
  return at;
}

function tokenEnd(text: string, start: number): number {
  let at = start;
  while (at < text.length && !DELIMITER.test(text[at]!)) at += 1;
  return at;
}

/** A literal string: balanced parentheses, backslash escapes. */
function skipString(text: string, start: number): number {
  let depth = 1;
  let at = start;
  while (at < text.length && depth > 0) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    at += 1;
  }
  return at;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A literal string's bytes: escapes and octal codes decoded, an escaped line break dropped. */
function literalBytes(raw: string): Buffer {
  const decoded = raw.replace(/\\(?:([0-7]{1,3})|(\r\n|[\r\n])|([^]))/g, (_, octal, _eol, char) => {
    if (octal) return String.fromCharCode(parseInt(octal as string, 8) & 0xff);
    if (char) return ESCAPES[char as string] ?? (char as string);
    return '';
  });
  return Buffer.from(decoded, 'latin1');
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
