/**
 * Table layouts the corpus holds few of, made from its own tables (and items, item-layouts.ts): `npx tsx
 * bench/extract/layout-variants.ts [--backend poppler|pdfjs] [--corpus dir] [--only re]`. Each
 * table case's PDF is turned a quarter (by the page's /Rotate and by drawing its content turned
 * either way), and each table's truth is printed anew: plain (a missing figure blank or a dash),
 * folded into blocks side by side,
 * over two pages, under stacked group headings, in groups of rows under headings of their own
 * (their labels set in), with its labels wrapped over lines, ruled or
 * not, and as a row label and one figure under a blank corner or a title. `--only` keeps the variants whose name matches. Every variant is scored like the case
 * (score.ts), fit and sealed apart: a reader that generalises scores a variant as it scores the case.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  degrees,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type { DoctypeMode, Field } from '@docsift/core/doctype';
import type { ExtractionDoctype } from '@docsift/extract';
import { extractionDoctype } from '@docsift/extract/doctype-file';
import { loadDocument, type PdfTextBackend } from '@docsift/extract/load';
import { findOfflineRecords } from '@docsift/extract/offline';
import { argument } from '../support/cli.ts';
import { readCorpus } from './corpus-cases.ts';
import { itemVariants } from './item-layouts.ts';
import type { CorpusPart } from './corpus-split.ts';
import { f1, scoreCase, type Counts } from './score.ts';
import {
  FONT_SIZE,
  GUTTER,
  ROW_PITCH,
  printed,
  projected,
  wrapped,
  type TableCase,
  type Variant,
  type Variation,
} from './printed-truth.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = path.resolve(argument('--corpus') ?? path.join(repoRoot, '../shared/corpus'));
const backend = (argument('--backend') ?? 'poppler') as PdfTextBackend;
const only = new RegExp(argument('--only') ?? '');

const variants: Record<string, Variant> = {
  'as printed': async (table, bytes) => same(table, bytes),
  'turned, /Rotate': async (table, bytes) => {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
    for (const page of pdf.getPages())
      page.setRotation(degrees((page.getRotation().angle + 90) % 360));
    return same(table, await pdf.save());
  },
  'turned, drawn clockwise': async (table, bytes) =>
    same(table, await drawnTurned(bytes, 'clockwise')),
  'turned, drawn anticlockwise': async (table, bytes) =>
    same(table, await drawnTurned(bytes, 'anticlockwise')),
  'truth printed plain': async (table) => printedTable(table, {}),
  'same, German figures': async (table) => printedTable(table, { locale: 'de-DE' }),
  'same, French figures': async (table) => printedTable(table, { locale: 'fr-FR' }),
  'same, no figure as a dash': async (table) => printedTable(table, { blankMark: '-' }),
  'same, figures marked': async (table) => printedTable(table, { marked: true }),
  'truth folded in 2 blocks': async (table) => printedTable(table, { blocks: 2 }),
  'truth folded in 3 blocks': async (table) => printedTable(table, { blocks: 3 }),
  'truth over 2 pages, headed': async (table) =>
    printedTable(table, { overPages: 'headings repeated' }),
  'truth over 2 pages, unheaded': async (table) => printedTable(table, { overPages: 'rows only' }),
  'truth under stacked headings': async (table) => printedTable(table, { stacked: true }),
  'rows in groups under headings': async (table) => printedTable(table, { groupHeadings: true }),
  'truth under wrapped headings': async (table) => printedTable(table, { wrappedHeadings: true }),
  'truth in tight columns': async (table) => printedTable(table, { tight: true }),
  'two columns, blank corner': async (table) => printedTable(table, { rowLabelHeading: '' }),
  'two columns, title over labels': async (table) =>
    printedTable(table, { rowLabelHeading: 'Results of the period' }),
  'truth in ruled cells, wrapped': async (table) => wrappedTable(table),
  'same, figures centred': async (table) => wrappedTable(table, { figures: 'centred' }),
  'truth wrapped, unruled': async (table) => wrappedTable(table, { ruled: false }),
  'same, figures on the last line': async (table) =>
    wrappedTable(table, { ruled: false, figures: 'last' }),
  'text only, wrapped, unruled': async (table) =>
    withRemarks(table, (text) => wrappedTable(text, { ruled: false, textOnly: true })),
  'same, ruled': async (table) =>
    withRemarks(table, (text) => wrappedTable(text, { textOnly: true })),
};

/** Tables are read from the corpus' tables, items from its invoices' item lists. */
const variantsByMode: Partial<Record<DoctypeMode, Record<string, Variant>>> = {
  multi: variants,
  'one:multi': itemVariants,
};

function same({ doctype, expected }: TableCase, bytes: Uint8Array): Variation {
  return { bytes, fields: doctype.fields, expected };
}

/** Each page's content drawn turned a quarter on a page of swapped sides (pages already turned stay so). */
async function drawnTurned(
  bytes: Uint8Array,
  turn: 'clockwise' | 'anticlockwise',
): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const pdf = await PDFDocument.create();
  for (const embedded of await pdf.embedPages(source.getPages())) {
    const { width, height } = embedded;
    const page = pdf.addPage([height, width]);
    const name = page.node.newXObject('Turned', embedded.ref);
    const [a, b, c, d, e, f] =
      turn === 'clockwise' ? [0, -1, 1, 0, 0, width] : [0, 1, -1, 0, height, 0];
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(a, b, c, d, e, f),
      drawObject(name),
      popGraphicsState(),
    );
  }
  return pdf.save();
}

/** Marks of significance before figures, row after row, as statistical tables print them. */
const SIGNIFICANCE = ['', '*', '**', '†'];

/** Rows under one group heading, and how far their labels are set in under it (points). */
const GROUP_ROWS = 3;
const GROUP_INDENT = 10;

/**
 * A table's truth printed anew on a landscape page: the first three fields with their rows split
 * over `blocks` side by side under repeated headings, or over two pages (`overPages`, the
 * headings repeated on the second or not), or (`stacked`) the first six with each caption's
 * groups ("2005 / Number") printed as headings of their own centred over the columns they group;
 * A heading wider than its column wraps over lines, its last on the headings' line; with
 * `wrappedHeadings` every heading wraps as a wrapped label does.
 * Figures and their headings are right-aligned. With `rowLabelHeading`, only a row label and the
 * figure beside it are printed, the labels under that heading instead of their field's caption (a
 * blank corner, or the table's title standing over its labels). With `marked`, figures carry the
 * marks of significance statistical tables print before them ("*2,247", "**–0.3", an en dash
 * for the minus). With `groupHeadings`, the rows
 * come in groups of three, each under a heading line ("Group 1") printed where the labels start,
 * the group's labels set in under it, as statistical tables group their rows.
 */
async function printedTable(
  table: TableCase,
  {
    blocks: sideBySide = 1,
    stacked = false,
    overPages,
    locale = 'en-US',
    wrappedHeadings = false,
    tight = false,
    rowLabelHeading,
    blankMark = '',
    groupHeadings = false,
    marked = false,
  }: {
    blocks?: number;
    stacked?: boolean;
    overPages?: 'headings repeated' | 'rows only';
    locale?: string;
    wrappedHeadings?: boolean;
    tight?: boolean;
    rowLabelHeading?: string;
    blankMark?: string;
    groupHeadings?: boolean;
    marked?: boolean;
  },
): Promise<Variation | null> {
  const blocks = overPages ? 2 : sideBySide;
  const labelled = rowLabelHeading !== undefined;
  const fields = table.doctype.fields.slice(0, stacked ? 6 : labelled ? 2 : 3);
  if (labelled && (fields[0]?.type !== 'string' || fields[1]?.type !== 'number')) return null;
  const captions = fields.map((field, index) =>
    labelled && index === 0
      ? [rowLabelHeading]
      : stacked
        ? field.caption.split(' / ')
        : [field.caption],
  );
  const depth = Math.max(...captions.map((parts) => parts.length));
  if (stacked && depth < 2) return null;
  const expected = projected(table.expected, fields);
  if (!fields.some((field) => field.type === 'number')) return null;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = Array.from({ length: overPages ? blocks : 1 }, (_, number) => {
    const page = pdf.addPage([842, 595]);
    page.drawText(`Page ${number + 1}`, { x: 400, y: 20, size: FONT_SIZE, font });
    return page;
  });
  const perBlock = Math.ceil(expected.length / blocks);
  const headingY = 560;
  const grouped = groupHeadings && fields[0]?.type === 'string';
  if (groupHeadings && !grouped) return null;
  /** The printed line of a block's row: with group headings, after its group's heading line. */
  const lineOf = (row: number): number => (grouped ? row + Math.floor(row / GROUP_ROWS) + 1 : row);
  if ((lineOf(perBlock - 1) + 1) * ROW_PITCH > headingY - 40) return null;
  const width = (text: string): number => font.widthOfTextAtSize(text, FONT_SIZE);
  const columnWidths = fields.map((field, index) =>
    tight
      ? Math.max(
          ...captions[index]!.map(width),
          ...expected.map((row) => width(printed(row[field.caption], font, locale))),
        ) + GUTTER
      : 800 / sideBySide / fields.length,
  );
  const blockWidth = columnWidths.reduce((sum, columnWidth) => sum + columnWidth, 0);
  for (let block = 0; block < blocks; block++) {
    const page = pages[overPages ? block : 0]!;
    const left = (index: number): number =>
      20 +
      (overPages ? 0 : block * (blockWidth + 10)) +
      columnWidths.slice(0, index).reduce((sum, columnWidth) => sum + columnWidth, 0);
    const right = (index: number): number => left(index) + columnWidths[index]! - GUTTER;
    const write = (text: string, field: Pick<Field, 'type'>, index: number, y: number): void => {
      const x = field.type === 'number' ? right(index) - width(text) : left(index);
      page.drawText(text, { x, y, size: FONT_SIZE, font });
    };
    const rowY = (line: number): number => headingY - (lineOf(line) + 1.5) * ROW_PITCH;
    const rows = expected.slice(block * perBlock, (block + 1) * perBlock);
    // Each group's heading where the labels start; its rows' labels set in under it.
    for (let first = 0; grouped && first < rows.length; first += GROUP_ROWS) {
      const y = rowY(first) + ROW_PITCH;
      page.drawText(`Group ${first / GROUP_ROWS + 1}`, { x: left(0), y, size: FONT_SIZE, font });
    }
    const headed = block === 0 || overPages !== 'rows only';
    fields.forEach((field, index) => {
      const caption = captions[index]!.at(-1)!;
      // A heading wider than its column wraps, as a typesetter would wrap it.
      const heading = wrappedHeadings
        ? wrapped(caption)
        : wrapped(caption, (line) => width(line) <= columnWidths[index]! - GUTTER);
      heading.forEach((text, line) => {
        const y = headingY + (heading.length - 1 - line) * ROW_PITCH;
        if (headed) write(text, field, index, y);
      });
      rows.forEach((row, line) => {
        const figure = printed(row[field.caption], font, locale);
        const text =
          marked && figure && field.type === 'number'
            ? SIGNIFICANCE[line % SIGNIFICANCE.length] + figure.replace(/^-/, '–')
            : figure || (field.type === 'number' ? blankMark : '');
        if (!text) return;
        if (grouped && index === 0)
          page.drawText(text, { x: left(0) + GROUP_INDENT, y: rowY(line), size: FONT_SIZE, font });
        else write(text, field, index, rowY(line));
      });
    });
    // Each group heading over the run of columns it groups, outer groups higher.
    for (let level = 0; headed && level < depth - 1; level++) {
      const group = (index: number): string | null => {
        const parts = captions[index];
        return parts && parts.length - 1 > level ? parts.slice(0, level + 1).join(' / ') : null;
      };
      for (let first = 0; first < fields.length;) {
        let last = first;
        while (group(first) !== null && group(last + 1) === group(first)) last++;
        const text = captions[first]![level];
        if (group(first) !== null && text) {
          const centre = (left(first) + right(last)) / 2;
          page.drawText(text, {
            x: centre - width(text) / 2,
            y: headingY + (depth - 1 - level) * ROW_PITCH,
            size: FONT_SIZE,
            font,
          });
        }
        first = last + 1;
      }
    }
  }
  return { bytes: await pdf.save(), fields, expected };
}

/**
 * A table of text only: each row's label and a remark on it in words ("Germany as printed in the
 * source report"), both wrapped over lines; rows start where a label does, not at figures.
 */
async function withRemarks(
  table: TableCase,
  print: (text: TableCase) => Promise<Variation | null>,
): Promise<Variation | null> {
  const label = table.doctype.fields[0];
  if (label?.type !== 'string') return null;
  const remark = { ...label, key: 'remark', caption: 'Remarks', description: '' };
  const expected = table.expected.flatMap((row) => {
    const text = row[label.caption];
    return typeof text === 'string'
      ? [{ [label.caption]: text, Remarks: `${text} as printed in the source report` }]
      : [];
  });
  return print({ doctype: { ...table.doctype, fields: [label, remark] }, expected });
}

/**
 * The first three fields of a table's truth, each text cell wrapped over lines of its own, in a
 * ruled grid or (`ruled: false`) with only a little more space between rows than between lines;
 * the figures on the row's first line, its middle or its last.
 */
async function wrappedTable(
  table: TableCase,
  {
    ruled = true,
    figures = 'first',
    textOnly = false,
  }: { ruled?: boolean; figures?: 'first' | 'centred' | 'last'; textOnly?: boolean } = {},
): Promise<Variation | null> {
  const fields = table.doctype.fields.slice(0, 3);
  const expected = projected(table.expected, fields);
  if (!textOnly && !fields.some((field) => field.type === 'number')) return null;
  if (!fields.some((field) => field.type === 'string')) return null;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const columnWidth = 90;
  const left = 40;
  const right = left + fields.length * columnWidth;
  const rule = (y: number): void => {
    if (ruled) page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5 });
  };
  let top = 800;
  const rowTops: number[] = [];
  const writeRow = (cells: string[][]): void => {
    rule(top);
    rowTops.push(top);
    const height = Math.max(...cells.map((lines) => lines.length));
    cells.forEach((lines, index) =>
      lines.forEach((text, at) => {
        const spare = height - lines.length;
        const line = at + (figures === 'centred' ? spare / 2 : figures === 'last' ? spare : 0);
        const cellLeft = left + index * columnWidth + 3;
        const x =
          fields[index]!.type === 'number'
            ? cellLeft + columnWidth - 6 - font.widthOfTextAtSize(text, FONT_SIZE)
            : cellLeft;
        page.drawText(text, { x, y: top - (line + 1) * ROW_PITCH, size: FONT_SIZE, font });
      }),
    );
    top -= height * ROW_PITCH + 3;
  };
  writeRow(fields.map((field) => wrapped(field.caption)));
  for (const row of expected) {
    if (top < 60) return null;
    writeRow(
      fields.map((field) => {
        const text = printed(row[field.caption], font);
        return field.type === 'string' ? wrapped(text) : [text];
      }),
    );
  }
  rule(top);
  for (let index = 0; ruled && index <= fields.length; index++) {
    const x = left + index * columnWidth;
    page.drawLine({ start: { x, y: rowTops[0]! }, end: { x, y: top }, thickness: 0.5 });
  }
  return { bytes: await pdf.save(), fields, expected };
}

async function main(): Promise<void> {
  const corpus = await readCorpus(corpusDir);
  if (!corpus) return;
  const totals = new Map<string, Counts & { cases: number; blank: number }>();
  for (const corpusCase of corpus) {
    const table = { doctype: extractionDoctype(corpusCase.doctype), expected: corpusCase.expected };
    const modeVariants = variantsByMode[table.doctype.mode];
    if (!modeVariants || !corpusCase.file.endsWith('.pdf')) continue;
    const bytes = await readFile(path.join(corpusDir, corpusCase.file));
    for (const [name, variant] of Object.entries(modeVariants)) {
      if (!only.test(name)) continue;
      const variation = await variant(table, bytes);
      if (!variation) continue;
      const score = await scored(table.doctype, variation);
      const key = `${name}\t${corpusCase.part}`;
      const total = totals.get(key) ?? { tp: 0, fp: 0, fn: 0, cases: 0, blank: 0 };
      totals.set(key, {
        tp: total.tp + score.tp,
        fp: total.fp + score.fp,
        fn: total.fn + score.fn,
        cases: total.cases + 1,
        blank: total.blank + (score.tp === 0 ? 1 : 0),
      });
    }
  }
  process.stdout.write(`Layouts made from the corpus' tables and items, ${backend} text layer\n`);
  const names = Object.values(variantsByMode).flatMap((modeVariants) => Object.keys(modeVariants));
  for (const name of names.filter((name) => only.test(name))) {
    const columns = (['fit', 'sealed'] as CorpusPart[]).map((part) => {
      const total = totals.get(`${name}\t${part}`);
      return total
        ? `${part} F1 ${f1(total).f1.toFixed(3)}, ${total.blank} of ${total.cases} with no right value`.padEnd(
            48,
          )
        : `${part} –`.padEnd(48);
    });
    process.stdout.write(`${name.padEnd(30)} ${columns.join('  ')}\n`);
  }
}

async function scored(doctype: ExtractionDoctype, variation: Variation): Promise<Counts> {
  const ocr = await loadDocument(variation.bytes, { pdfTextBackend: backend });
  const fields = variation.fields;
  const records = findOfflineRecords({ ocr, doctype: { ...doctype, fields } }).map((record) =>
    Object.fromEntries(fields.map((field) => [field.caption, record.values[field.key] ?? null])),
  );
  return scoreCase(doctype.mode as DoctypeMode, fields, variation.expected, records);
}

await main();
