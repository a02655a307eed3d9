/** What the layout benchmarks print a case's truth with, and the documents they make of it. */
import type { PDFFont } from 'pdf-lib';
import type { ExtractionDoctype } from '@docsift/extract';
import type { PlainRecord } from './score.ts';

/** A case with its doctype read. */
export interface TableCase {
  doctype: ExtractionDoctype;
  expected: PlainRecord[];
}

export type Variant = (table: TableCase, bytes: Uint8Array) => Promise<Variation | null>;

/** A document made from a case, with the truth it should give. */
export interface Variation {
  bytes: Uint8Array;
  fields: ExtractionDoctype['fields'];
  expected: PlainRecord[];
}

export const FONT_SIZE = 7;
export const ROW_PITCH = 9.5;
/** The space between one column's widest text and the next column. */
export const GUTTER = 12;

/** Characters a wrapped cell holds per line: most row labels take two or three lines. */
export const WRAP_CHARACTERS = 14;

/** A text's words on lines that fit, by default of at most WRAP_CHARACTERS (a longer word keeps a line of its own). */
export function wrapped(
  text: string,
  fits = (line: string): boolean => line.length <= WRAP_CHARACTERS,
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Each expected record with only the given fields' values. */
export function projected(
  expected: readonly PlainRecord[],
  fields: readonly { caption: string }[],
) {
  return expected.map((row) =>
    Object.fromEntries(
      fields.flatMap((field) =>
        Object.hasOwn(row, field.caption) ? [[field.caption, row[field.caption]]] : [],
      ),
    ),
  );
}

/**
 * A value as a table prints it, figures in the locale's way; empty where Helvetica has no glyph
 * for it. French groups thousands with a narrow space, which Helvetica lacks: a space stands in.
 */
export function printed(value: unknown, font: PDFFont, locale = 'en-US'): string {
  if (value === undefined || value === null) return '';
  const text =
    typeof value === 'number'
      ? value.toLocaleString(locale, { maximumFractionDigits: 4 }).replace(/\u202f/g, ' ')
      : String(value);
  try {
    font.encodeText(text);
    return text;
  } catch {
    return '';
  }
}
