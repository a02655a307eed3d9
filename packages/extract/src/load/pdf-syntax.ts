/**
 * Just enough of the PDF object syntax (ISO 32000-1, 7.3) to read a stream's dictionary from the
 * raw file, before pdf.js is given it: numbers, names, references, arrays and dictionaries.
 * Strings and keywords are skipped. Anything it cannot read is `undefined`, never an exception.
 */
export type PdfValue =
  number | { name: string } | { ref: string } | PdfValue[] | Map<string, PdfValue> | null;

/** Deeper nesting than any real file uses: a hostile one is not followed; the stack stays small. */
const MAX_DEPTH = 32;
const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

export interface Parsed {
  value: PdfValue | undefined;
  /** Index just after the value. */
  end: number;
}

/** Reads the value at `start` of `text` (the file as latin1). */
export function parseValue(text: string, start: number, depth = 0): Parsed {
  // Nothing past a too-deep value is read: each object costs at most MAX_DEPTH nested scans.
  if (depth > MAX_DEPTH) return { value: undefined, end: text.length };
  const at = skipSpace(text, start);
  if (text.startsWith('<<', at)) return parseDictionary(text, at + 2, depth);
  const char = text[at];
  if (char === '[') return parseArray(text, at + 1, depth);
  if (char === '/') {
    const end = tokenEnd(text, at + 1);
    return { value: { name: decodeName(text.slice(at + 1, end)) }, end };
  }
  if (char === '(') return { value: undefined, end: skipString(text, at + 1) };
  if (char === '<') {
    const close = text.indexOf('>', at);
    return { value: undefined, end: close < 0 ? text.length : close + 1 };
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
      return { value: { ref: `${token} ${reference[1]}` }, end: end + reference[0].length };
    return { value: Number(token), end };
  }
  return { value: token === 'null' ? null : undefined, end };
}

function parseDictionary(text: string, start: number, depth: number): Parsed {
  const entries = new Map<string, PdfValue>();
  let at = start;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return { value: undefined, end: at };
    if (text.startsWith('>>', at)) return { value: entries, end: at + 2 };
    if (text[at] !== '/') return { value: undefined, end: at };
    const keyEnd = tokenEnd(text, at + 1);
    const key = decodeName(text.slice(at + 1, keyEnd));
    const { value, end } = parseValue(text, keyEnd, depth + 1);
    if (value !== undefined) entries.set(key, value);
    at = end;
  }
}

function parseArray(text: string, start: number, depth: number): Parsed {
  const items: PdfValue[] = [];
  let at = start;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return { value: undefined, end: at };
    if (text[at] === ']') return { value: items, end: at + 1 };
    const { value, end } = parseValue(text, at, depth + 1);
    if (value !== undefined) items.push(value);
    at = end;
  }
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

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
