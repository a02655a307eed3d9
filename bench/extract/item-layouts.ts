/**
 * Line items made from the corpus' own item lists: each invoice's truth printed anew as a plain
 * invoice, and with the sub-lines real invoices print under an item (a discount, a note in
 * smaller type, the parts of a bundle). The truth stays the items: a reader that generalises
 * reads the same items whatever is printed under them.
 */
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import {
  FONT_SIZE,
  ROW_PITCH,
  printed,
  projected,
  wrapped,
  type TableCase,
  type Variant,
  type Variation,
} from './printed-truth.ts';

type SubLines = 'none' | 'discount' | 'note' | 'bundle';

export const itemVariants: Record<string, Variant> = {
  'items printed plain': async (items) => printedInvoice(items, 'none'),
  'items, a discount under each': async (items) => printedInvoice(items, 'discount'),
  'items, a note under each': async (items) => printedInvoice(items, 'note'),
  'items, bundle parts under each': async (items) => printedInvoice(items, 'bundle'),
};

const LEFT = 40;
const DESCRIPTION_WIDTH = 220;
const FIGURE_WIDTH = 80;
const NOTE_SIZE = 6;

/**
 * An A4 invoice: its issuer, number and date, the items under headings named as the fields, and
 * totals under them. Figures and their headings are right-aligned; a description wider than its
 * column wraps.
 */
async function printedInvoice(items: TableCase, subLines: SubLines): Promise<Variation | null> {
  const fields = items.doctype.fields;
  const description = fields.findIndex((field) => field.type === 'string');
  const amount = fields.findLastIndex((field) => field.type === 'number');
  if (description < 0 || amount < 0) return null;
  const expected = projected(items.expected, fields);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  let y = 800;
  const text = (value: string, x: number, size = FONT_SIZE): void =>
    page.drawText(value, { x, y, size, font });
  for (const line of ['Northwind Supplies Ltd', '12 Harbour Road, Bristol BS1 4QA']) {
    text(line, LEFT);
    y -= ROW_PITCH;
  }
  y -= ROW_PITCH;
  text('Invoice INV-2024-0117', LEFT);
  text('Date 14 March 2024', 400);
  y -= 3 * ROW_PITCH;
  const columnLeft = (index: number): number =>
    index <= description
      ? LEFT + index * FIGURE_WIDTH
      : LEFT +
        description * FIGURE_WIDTH +
        DESCRIPTION_WIDTH +
        (index - description - 1) * FIGURE_WIDTH;
  const cell = (value: string, index: number, size = FONT_SIZE): void => {
    const width = fields[index]!.type === 'number' ? FIGURE_WIDTH : DESCRIPTION_WIDTH;
    const right = columnLeft(index) + width - 10;
    text(
      value,
      fields[index]!.type === 'number' ? right - widthOf(font, value, size) : columnLeft(index),
      size,
    );
  };
  fields.forEach((field, index) => cell(field.caption, index));
  y -= 1.5 * ROW_PITCH;
  let net = 0;
  for (const row of expected) {
    if (y < 120) return null;
    const lines = wrapped(
      printed(row[fields[description]!.caption], font),
      (line) => widthOf(font, line, FONT_SIZE) <= DESCRIPTION_WIDTH - 10,
    );
    fields.forEach((field, index) => {
      if (index !== description) cell(printed(row[field.caption], font), index);
    });
    for (const line of lines) {
      cell(line, description);
      y -= ROW_PITCH;
    }
    const value = row[fields[amount]!.caption];
    if (typeof value === 'number') net += value;
    subLinesUnder(subLines, typeof value === 'number' ? value : 0);
    y -= 3;
  }
  y -= ROW_PITCH;
  for (const [label, value] of [
    ['Net total', net],
    ['VAT 20 %', net * 0.2],
    ['Total due', net * 1.2],
  ] as const) {
    text(label, columnLeft(amount) - 100);
    cell(value.toFixed(2), amount);
    y -= ROW_PITCH;
  }
  return { bytes: await pdf.save(), fields, expected };

  /** What the variant prints under an item whose amount is `value`. */
  function subLinesUnder(kind: SubLines, value: number): void {
    const indent = columnLeft(description) + 10;
    if (kind === 'discount') {
      text('Discount 5 %', indent);
      cell(`-${(value * 0.05).toFixed(2)}`, amount);
      y -= ROW_PITCH;
    } else if (kind === 'note') {
      text('Delivered in two parts, see delivery note', indent, NOTE_SIZE);
      y -= ROW_PITCH;
    } else if (kind === 'bundle') {
      for (const part of ['1 x Base unit', '2 x Mounting kit']) {
        text(part, indent);
        y -= ROW_PITCH;
      }
    }
  }
}

function widthOf(font: PDFFont, text: string, size: number): number {
  return font.widthOfTextAtSize(text, size);
}
