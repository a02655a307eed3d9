import { AppError } from '@docsift/core/errors';
import type { SheetCell } from './sheet-grid.ts';
import { numberText, serialDateText } from './xlsx-number-format.ts';
import { xmlTokens } from './xml-tokens.ts';

export interface XlsxStyles {
  /** Cell style index → the date format's code (undefined for a built-in one). */
  dateStyles: ReadonlyMap<number, string | undefined>;
  /** The workbook counts days from 1904 (old Mac Excel) rather than 1900. */
  is1904: boolean;
}

interface OpenCell {
  row: number;
  column: number;
  type: string;
  style: number;
  value: string[];
  inline: string[];
}

/**
 * The non-empty cells of a worksheet part as text. A cell's place comes from its reference
 * (r="C7"), or follows the one before it when a writer leaves references out. More than
 * `maxCells` non-empty cells stop the read with 'file/too-many-cells'.
 */
export function readXlsxSheet(
  xml: string,
  strings: readonly string[],
  styles: XlsxStyles,
  maxCells: number,
): SheetCell[] {
  const cells: SheetCell[] = [];
  let row = -1;
  let column = -1;
  let cell: OpenCell | undefined;
  let target: 'value' | 'inline' | undefined;
  for (const token of xmlTokens(xml)) {
    if (token.kind === 'text') {
      if (cell && target) cell[target].push(token.text);
      continue;
    }
    const isStart = token.kind === 'open';
    switch (token.name) {
      case 'row':
        if (isStart) {
          row = token.attributes.r ? Number(token.attributes.r) - 1 : row + 1;
          column = -1;
        }
        break;
      case 'c':
        if (isStart) {
          const place = token.attributes.r ? cellPlace(token.attributes.r) : undefined;
          row = place?.row ?? Math.max(row, 0);
          column = place?.column ?? column + 1;
          cell = {
            row,
            column,
            type: token.attributes.t ?? 'n',
            style: Number(token.attributes.s ?? 0),
            value: [],
            inline: [],
          };
        }
        if (!isStart || token.isEmpty) {
          const text = cell ? cellText(cell, strings, styles) : '';
          if (cell && text.trim() !== '') cells.push({ row: cell.row, column: cell.column, text });
          if (cells.length > maxCells) throw new AppError('file/too-many-cells');
          cell = undefined;
        }
        break;
      case 'v':
        target = isStart && !token.isEmpty ? 'value' : undefined;
        break;
      case 't':
        target = isStart && !token.isEmpty && cell?.type === 'inlineStr' ? 'inline' : undefined;
        break;
    }
  }
  return cells;
}

/** "C7" as 0-based row 6, column 2. */
function cellPlace(reference: string): { row: number; column: number } {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(reference.replace(/\$/g, ''));
  if (!match) throw new AppError('file/corrupt', { message: `Bad cell reference ${reference}` });
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + letter.charCodeAt(0) - 64;
  return { row: Number(match[2]) - 1, column: column - 1 };
}

function cellText(cell: OpenCell, strings: readonly string[], styles: XlsxStyles): string {
  const value = cell.value.join('');
  switch (cell.type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return cell.inline.join('');
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : '';
    case 'e':
      // #DIV/0!, #N/A: what the formula failed to compute is no value of the row.
      return '';
    case 'd':
      return value.slice(0, value.includes('T00:00:00') ? 10 : 16).replace('T', ' ');
    default: {
      if (value.trim() === '') return '';
      const serial = Number(value);
      if (styles.dateStyles.has(cell.style) && Number.isFinite(serial) && serial >= 0)
        return serialDateText(serial, styles.is1904, styles.dateStyles.get(cell.style));
      return numberText(value);
    }
  }
}
