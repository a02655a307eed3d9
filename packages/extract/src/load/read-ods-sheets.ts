import { AppError } from '@docsift/core/errors';
import type { SheetCell } from './sheet-grid.ts';
import { numberText } from './xlsx-number-format.ts';
import { type XmlToken, xmlTokens } from './xml-tokens.ts';

/** The most a repeat count is taken at: files end rows with 16,384 repeated empty cells. */
const MAX_REPEAT = 1 << 20;

interface OpenCell {
  attributes: Record<string, string>;
  paragraphs: string[];
  /** Nesting of elements whose text is no part of the value (annotations, nested tables). */
  skipDepth: number;
}

/**
 * The non-empty cells of each table (sheet) of an ODS content.xml, in document order. A cell
 * reads as its value attribute says (a formula's cached value, never evaluated), else its text;
 * repeated cells and rows count against `maxCells` before they are repeated.
 */
export function readOdsSheets(xml: string, maxCells: number): SheetCell[][] {
  const sheets: SheetCell[][] = [];
  let sheet: SheetCell[] | undefined;
  let row = 0;
  let column = 0;
  let rowCells: { column: number; text: string }[] = [];
  let rowRepeat = 1;
  let cell: OpenCell | undefined;
  let count = 0;
  const spend = (cells: number): void => {
    count += cells;
    if (count > maxCells) throw new AppError('file/too-many-cells');
  };
  const closeCell = (open: OpenCell): void => {
    const text = cellValue(open).trim();
    const repeat = repeatOf(open.attributes['number-columns-repeated']);
    if (text) {
      spend(repeat);
      for (let i = 0; i < repeat; i += 1) rowCells.push({ column: column + i, text });
    }
    column += repeat;
    cell = undefined;
  };
  for (const token of xmlTokens(xml)) {
    if (cell) {
      if (!readCellToken(cell, token)) closeCell(cell);
      continue;
    }
    if (token.kind === 'text') continue;
    const isStart = token.kind === 'open';
    if (token.name === 'table') {
      if (isStart) {
        sheet = [];
        row = 0;
      }
      if (!isStart || token.isEmpty) {
        if (sheet) sheets.push(sheet);
        sheet = undefined;
      }
    } else if (token.name === 'table-row' && sheet) {
      if (isStart) {
        rowCells = [];
        column = 0;
        rowRepeat = repeatOf(token.attributes['number-rows-repeated']);
      }
      if (!isStart || token.isEmpty) {
        if (rowCells.length) spend(rowCells.length * (rowRepeat - 1));
        for (let i = 0; rowCells.length && i < rowRepeat; i += 1)
          for (const { column: at, text } of rowCells)
            sheet.push({ row: row + i, column: at, text });
        row += rowRepeat;
        rowCells = [];
      }
    } else if ((token.name === 'table-cell' || token.name === 'covered-table-cell') && isStart) {
      const open: OpenCell = { attributes: token.attributes, paragraphs: [], skipDepth: 0 };
      if (token.isEmpty) closeCell(open);
      else cell = open;
    }
  }
  return sheets;
}

/** Takes a token inside an open cell; false on the cell's own end tag. */
function readCellToken(cell: OpenCell, token: XmlToken): boolean {
  if (token.kind === 'text') {
    if (cell.skipDepth === 0 && cell.paragraphs.length)
      cell.paragraphs[cell.paragraphs.length - 1] += token.text;
    return true;
  }
  const isStart = token.kind === 'open';
  if (token.name === 'annotation' || token.name === 'table') {
    if (!(isStart && token.isEmpty)) cell.skipDepth += isStart ? 1 : -1;
    return true;
  }
  if ((token.name === 'table-cell' || token.name === 'covered-table-cell') && !isStart)
    return cell.skipDepth > 0;
  if (cell.skipDepth > 0 || !isStart) return true;
  if (token.name === 'p' || token.name === 'h') cell.paragraphs.push('');
  else if (
    cell.paragraphs.length &&
    (token.name === 's' || token.name === 'tab' || token.name === 'line-break')
  ) {
    const spaces = token.name === 's' ? Math.min(repeatOf(token.attributes.c), 100) : 1;
    cell.paragraphs[cell.paragraphs.length - 1] += ' '.repeat(spaces);
  }
  return true;
}

function cellValue(cell: OpenCell): string {
  const { attributes } = cell;
  switch (attributes['value-type']) {
    case 'float':
    case 'percentage':
    case 'currency':
      return attributes.value !== undefined
        ? numberText(attributes.value)
        : cell.paragraphs.join(' ');
    case 'date': {
      const value = attributes['date-value'] ?? '';
      return /T00:00(:00)?$/.test(value) || !value.includes('T')
        ? value.slice(0, 10)
        : value.slice(0, 16).replace('T', ' ');
    }
    case 'time': {
      const match = /^PT(\d+)H(\d+)M/.exec(attributes['time-value'] ?? '');
      return match
        ? `${match[1]!.padStart(2, '0')}:${match[2]!.padStart(2, '0')}`
        : cell.paragraphs.join(' ');
    }
    case 'boolean':
      return attributes['boolean-value'] === 'true' ? 'TRUE' : 'FALSE';
    default:
      return cell.paragraphs.join(' ');
  }
}

function repeatOf(value: string | undefined): number {
  const count = Number(value ?? 1);
  if (!Number.isInteger(count) || count < 1) return 1;
  return Math.min(count, MAX_REPEAT);
}
