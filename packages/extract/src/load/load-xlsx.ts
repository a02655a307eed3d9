import { posix } from 'node:path';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument, OcrPage } from '@docsift/core/ocr';
import { cellGridPage } from './cell-grid-page.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { SheetBudget, denseRows } from './sheet-grid.ts';
import { readXlsxSheet, type XlsxStyles } from './read-xlsx-sheet.ts';
import { isDateFormat } from './xlsx-number-format.ts';
import { xmlTokens } from './xml-tokens.ts';
import { readSafeZip } from './zip-guard.ts';

interface SheetEntry {
  name: string;
  path: string;
}

/**
 * An XLSX as one page per worksheet (in the workbook's order; empty sheets left out), each page's
 * one table the sheet's rows. Cells read as Excel shows their kind: shared and inline strings,
 * numbers, dates from a date number format as ISO text, TRUE/FALSE; a formula gives its cached
 * value and is never evaluated.
 */
export function loadXlsx(bytes: Uint8Array, options: ResolvedLoadOptions): OcrDocument {
  const parts = readSafeZip(bytes, options.limits.maxDecompressedBytes, (name) =>
    /^xl\/.*\.(xml|rels)$/.test(name),
  );
  const text = (path: string): string | undefined => parts.get(path)?.toString('utf8');
  const workbook = text('xl/workbook.xml');
  if (workbook === undefined) throw new AppError('file/corrupt');
  const sheets = sheetEntries(workbook, text('xl/_rels/workbook.xml.rels') ?? '');
  if (sheets.length > options.limits.maxPages) throw new AppError('file/too-many-pages');
  const styles: XlsxStyles = {
    ...readStyles(text('xl/styles.xml')),
    is1904: /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(?:1|true)"/.test(workbook),
  };
  const strings = sharedStrings(text('xl/sharedStrings.xml'));
  const budget = new SheetBudget(options.limits.maxCells, options.limits.maxSheetRows);
  const pages: OcrPage[] = [];
  sheets.forEach((sheet, index) => {
    options.onProgress(index, sheets.length);
    const xml = text(sheet.path);
    if (xml === undefined) throw new AppError('file/corrupt');
    const rows = denseRows(readXlsxSheet(xml, strings, styles, options.limits.maxCells), budget);
    if (rows.length) pages.push(cellGridPage(pages.length + 1, 'sheet', rows, [rows]));
  });
  options.onProgress(sheets.length, sheets.length);
  return { pages: pages.length ? pages : [cellGridPage(1, 'sheet', [], [])] };
}

/** The workbook's worksheets with their part paths; chart sheets and missing targets are left out. */
function sheetEntries(workbook: string, relationships: string): SheetEntry[] {
  const targets = new Map<string, string>();
  for (const token of xmlTokens(relationships))
    if (
      token.kind === 'open' &&
      token.name === 'Relationship' &&
      /\/worksheet$/.test(token.attributes.Type ?? '')
    )
      targets.set(token.attributes.Id ?? '', token.attributes.Target ?? '');
  const sheets: SheetEntry[] = [];
  for (const token of xmlTokens(workbook)) {
    if (token.kind !== 'open' || token.name !== 'sheet') continue;
    const target = targets.get(token.attributes.id ?? '');
    if (!target) continue;
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
    sheets.push({ name: token.attributes.name ?? '', path });
  }
  return sheets;
}

/** The shared string table: each item's text runs joined, phonetic guides (rPh) left out. */
function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let current: string[] | undefined;
  let phoneticDepth = 0;
  let isInText = false;
  for (const token of xmlTokens(xml)) {
    if (token.kind === 'text') {
      if (current && isInText && phoneticDepth === 0) current.push(token.text);
    } else if (token.name === 'si') {
      if (token.kind === 'open') current = [];
      if (token.kind === 'close' || (token.kind === 'open' && token.isEmpty)) {
        strings.push((current ?? []).join(''));
        current = undefined;
      }
    } else if (token.name === 'rPh' && !(token.kind === 'open' && token.isEmpty))
      phoneticDepth += token.kind === 'open' ? 1 : -1;
    else if (token.name === 't') isInText = token.kind === 'open' && !token.isEmpty;
  }
  return strings;
}

/** Which cell styles (by index into cellXfs) show dates, and their format codes. */
function readStyles(xml: string | undefined): Omit<XlsxStyles, 'is1904'> {
  const codes = new Map<number, string>();
  const dateStyles = new Map<number, string | undefined>();
  if (xml === undefined) return { dateStyles };
  let isInCellXfs = false;
  let index = 0;
  for (const token of xmlTokens(xml)) {
    if (token.kind === 'text') continue;
    if (token.name === 'cellXfs') isInCellXfs = token.kind === 'open' && !token.isEmpty;
    else if (token.kind === 'open' && token.name === 'numFmt')
      codes.set(Number(token.attributes.numFmtId), token.attributes.formatCode ?? '');
    else if (token.kind === 'open' && token.name === 'xf' && isInCellXfs) {
      const id = Number(token.attributes.numFmtId ?? 0);
      if (isDateFormat(id, codes.get(id))) dateStyles.set(index, codes.get(id));
      index += 1;
    }
  }
  return { dateStyles };
}
