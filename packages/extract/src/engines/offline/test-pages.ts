/**
 * Synthetic OCR pages and table doctypes for tests: each text line becomes words on a 6-unit character grid, 12 units
 * high. One space is a normal word gap; four or more spaces separate columns.
 */
import type { DoctypeMode, Field } from '@docsift/core/doctype';
import type { OcrDocument, OcrPage, OcrWord } from '@docsift/core/ocr';
import type { ExtractionDoctype } from '../../extractor.ts';
import { extractOffline } from './offline-extractor.ts';

const CHAR = 6;
/** Where the first line's top stands, and the margin under the last. */
const TOP = 40;
const LINE = 16;
const HEIGHT = 12;
/** Words end 3 units into the following space, so one space is a 3-unit gap (a quarter of the height). */
const SPACE_OVERHANG = 3;

/** `lines` top to bottom; an empty string leaves a blank line. */
export function testPage(lines: readonly string[], number = 1): OcrPage {
  const words: OcrWord[] = [];
  lines.forEach((line, row) => {
    for (const match of line.matchAll(/\S+/g)) {
      const x0 = (match.index ?? 0) * CHAR;
      const y0 = TOP + row * LINE;
      words.push({
        text: match[0],
        bbox: [x0, y0, x0 + match[0].length * CHAR + SPACE_OVERHANG, y0 + HEIGHT],
        conf: 1,
      });
    }
  });
  return {
    number,
    width: 600,
    height: TOP + lines.length * LINE + TOP,
    text: lines.join('\n'),
    source: 'text-layer',
    words,
  };
}

/** Moves each line's words down by `shift(line)` units (lines counted from 0): print set off its grid. */
export function shiftLines(page: OcrPage, shift: (line: number) => number): void {
  for (const word of page.words) {
    const by = shift((word.bbox[1] - TOP) / LINE);
    word.bbox = [word.bbox[0], word.bbox[1] + by, word.bbox[2], word.bbox[3] + by];
  }
}

export function testDocument(...pages: (readonly string[])[]): OcrDocument {
  return { pages: pages.map((lines, index) => testPage(lines, index + 1)) };
}

/** A doctype of one field per caption, keyed field_1, field_2, … */
export function tableDoctype(
  fields: readonly [string, Field['type']][],
  mode: DoctypeMode = 'multi',
): ExtractionDoctype {
  return {
    title: 'Table',
    mode,
    prompt: '',
    fields: fields.map(([caption, type], index) => ({
      key: `field_${index + 1}`,
      caption,
      description: '',
      type,
    })),
  };
}

/** The fields of a short item table: description, quantity, amount. */
export const descriptionQuantityAmount: [string, Field['type']][] = [
  ['Description', 'string'],
  ['Quantity', 'number'],
  ['Amount', 'number'],
];

/** The fields of a line item table: description, quantity, unit price, amount. */
export const itemFields: [string, Field['type']][] = [
  ['Description', 'string'],
  ['Quantity', 'number'],
  ['Unit price', 'number'],
  ['Amount', 'number'],
];

/** The offline engine's records as rows of values in field order. */
export function extractedRows(ocr: OcrDocument, doctype: ExtractionDoctype): unknown[][] {
  return extractOffline({ ocr, doctype }).records.map((record) =>
    doctype.fields.map((field) => record.values[field.key]),
  );
}
