/**
 * The rows of a table under a known header. A row starts at a line that has values in the
 * numeric columns (an anchor); text lines right under it continue its text cells; summary rows
 * are skipped; a wide gap or a run of unrelated lines ends the table.
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import { dataColumns, overlap, type Range } from '../../layout/data-columns.ts';
import { unionBox } from '../../layout/text-line.ts';
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import { assignColumns, SAME_HEADINGS, type TableHeader } from './find-table-header.ts';
import { headerColumnFor, headingsOfBodyColumns } from './column-headings.ts';
import { headerColumns } from '../../layout/header-columns.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { readValue } from './read-value.ts';
import { readCellText, readNumericCell } from './cell-values.ts';
import { isSummaryRow } from './summary-row.ts';
import { withoutNonItems } from './non-items.ts';
import { noBands, ruledBands } from './ruled-rows.ts';
import { settleByArithmetic } from './settle-columns.ts';
import { cellsOf, headerZones, zoneOf, type Cell } from './table-cells.ts';
import { CONTINUES_TEXT, isAdjustment, isHeadingRow, isPlainText } from './table-line-kinds.ts';
import { emptyFoundRecord, recognitionOf, type FoundRecord } from './confidence.ts';
import { headingStrength, markAtypicalRows } from './row-evidence.ts';
import { median } from './median.ts';

/** A table that reached the bottom of its page and may go on on the next. */
export interface OpenTable {
  header: TableHeader;
  sparse: boolean;
}

/**
 * Where a table's rows start. A sparse table (most cells blank or "NA") tells its rows by any
 * one figure or blank mark, where a dense one needs half its numeric columns filled: a figure, or
 * a mark that says the cell has none ("-", "NA"), since a row of a table that has no data for
 * some years is as much a row as the others.
 */
export type TableStart =
  | { header: TableHeader; startLine: number; sparse?: boolean }
  | { continued: OpenTable; startLine: number };

interface Row {
  above: TokenizedLine[];
  anchor: TokenizedLine;
  continuation: TokenizedLine[];
  /** Unlabelled figures printed under the row: a discount and its result ("- 2,00", "= 18,00"). */
  details: TokenizedLine[];
  isOpen: boolean;
  /** The rules around a ruled row (counted from the top): every line between them is the row's. */
  band?: number;
}

const MAX_STRAY_LINES = 6;
/** Adjacent rows measured before their pitch says what a wrapped line's may be. */
const MIN_PITCHES = 2;
/** What a line's box centre moves with its glyphs (ascenders, descenders), in word heights. */
const LEADING_SLACK = 0.25;
/** Type this much smaller than a cell's is another text's. */
const SMALLER_TYPE = 0.9;
/** How far (in word heights) a wrapped line's left edge or centre may stray from its cell's. */
const INDENT = 0.5;
/** A row's label wraps over at most this many lines. */
const MAX_LABEL_LINES = 4;
/** Table headings take at most this many lines. */
const HEADER_BAND_LINES = 3;
const NUMERIC_KINDS = new Set(['amount', 'quantity', 'percent', 'date']);
/** The concepts a row's detail lines may correct, in the order they are tried. */
const SETTLED_BY_DETAILS = ['unit-price', 'line-total'] as const;
const TEXT_KINDS = new Set(['text', 'name', 'address']);
const PUNCTUATION_WORD = /^[-–—•·*]+$/;
/** A label does not begin in lower case: a row label cell that does goes on from the line above ("Stationary" over "sources"). */
const CONTINUED_LABEL = /^\p{Ll}/u;
/** What statistical tables print in a cell without a value: "NA", "n/a", a dash, a dagger. */
const BLANK_MARK = /^(?:n\.?\/?a\.?|[-–—†‡*]|\.{2,})$/i;

export interface TableRows {
  records: FoundRecord[];
  open: OpenTable | null;
}

export function readTableRows(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  start: TableStart,
): TableRows {
  const header = 'header' in start ? start.header : start.continued.header;
  const sparse = 'header' in start ? (start.sparse ?? false) : start.continued.sparse;
  const zones = headerZones(header);
  const numeric = profiles
    .map((profile, index) => ({ profile, column: header.columnOf[index] ?? -1 }))
    .filter(({ profile, column }) => column >= 0 && NUMERIC_KINDS.has(profile.kind));
  const needed = numeric.length === 0 ? 0 : sparse ? 1 : Math.ceil(numeric.length / 2);
  const firstColumn = header.columnOf.find((column) => column >= 0) ?? 0;
  const amountColumn =
    header.columnOf[profiles.findIndex((profile) => profile.concept?.id === 'line-total')] ?? -1;
  const mapped = header.columnOf.filter((column) => column >= 0);
  const textZones = header.columnOf.filter(
    (column, index) => column >= 0 && TEXT_KINDS.has(profiles[index]!.kind),
  );
  /** How many of the fields' columns the line has words in. */
  const fill = (line: TokenizedLine): number =>
    new Set(
      cellsOf(line, zones)
        .map((cell) => zoneOf(zones, cell))
        .filter((zone) => mapped.includes(zone)),
    ).size;
  let firstFill = 0;
  const isAnchor = (line: TokenizedLine): boolean => {
    // Rows look alike: one that fills far fewer columns than the first is a total or another table.
    if (!sparse && firstFill >= 3 && fill(line) < firstFill - 1) return false;
    if (needed === 0)
      return cellsOf(line, zones).some(
        (cell) => zoneOf(zones, cell) === firstColumn && !CONTINUED_LABEL.test(cell.words[0]!.text),
      );
    const hits = numeric.filter(({ profile, column }) => {
      const words = cellsOf(line, zones).flatMap((cell) =>
        zoneOf(zones, cell) === column ? cell.words : [],
      );
      if (words.length === 0) return false;
      if (words.every((word) => BLANK_MARK.test(word.text))) return true;
      return readNumericCell(words, profile, options) !== null;
    }).length;
    return hits >= needed;
  };

  // In a table without figures, a wrapped cell's lines look like rows of their own, and only the
  // rules between rows tell. Where figures mark each row, the rules still tell which lines of a
  // label wrapped around its centred figures are the row's.
  const ruled = ruledBands(layout, header, start.startLine);
  const lines = layout.lines.slice(start.startLine);
  const bandOf = needed === 0 || rulesPartRows(lines, ruled, isAnchor) ? ruled : noBands;

  const rows: Row[] = [];
  let pending: TokenizedLine[] = [];
  let previousBottom = layout.lines[start.startLine - 1]?.line.bbox[3] ?? 0;
  let stray = 0;
  let inFigurelessRow = false;
  let strayLimit = rows.length === 0 && 'continued' in start ? Infinity : MAX_STRAY_LINES;
  let ended = false;
  /**
   * A line of text nearer the rows under it than the row above starts a lower row's cell: one
   * centred on its row ("Defendants" above a row of figures, "Sentenced" below them) or a label
   * wrapped above the figures on its last line. Its gap above is wider than every gap down the
   * label's lines to that row's figures, by more than glyphs move a line's box.
   */
  const topsNextRow = (index: number, gapAbove: number): boolean => {
    let widest = 0;
    for (let next = index + 1; next < lines.length && next <= index + MAX_LABEL_LINES; next++) {
      const line = lines[next]!;
      widest = Math.max(widest, line.line.bbox[1] - lines[next - 1]!.line.bbox[3]);
      if (isAnchor(line)) return gapAbove > widest + layout.unit * LEADING_SLACK;
      if (!isPlainText(line) || fill(line) > 1) return false;
    }
    return false;
  };
  /** Line pitch between rows printed one under the other: the table's body leading. */
  const rowPitches: number[] = [];
  /**
   * A cell wraps at the body's leading, which row spacing only adds to: a line set further apart
   * than adjacent rows (a note under the table, "See notes at end of table.") is not a wrapped cell.
   */
  const beyondLeading = (line: TokenizedLine, above: TokenizedLine): boolean =>
    rowPitches.length >= MIN_PITCHES &&
    centreY(line) - centreY(above) > median(rowPitches) + layout.unit * LEADING_SLACK;
  /**
   * A line under a row's text in smaller type, or set in from where the row's lines start, is a
   * note or a part printed under the row (a delivery note, a bundle's parts), not more of its
   * text: a cell wraps in its own type, from the left edge one of its lines starts at, or about
   * its centre. Only a text layer's boxes tell type sizes; OCR's grow and shrink with the letters.
   */
  const isSubLine = (line: TokenizedLine, row: Row): boolean => {
    const cells = cellsOf(line, zones).filter((cell) => textZones.includes(zoneOf(zones, cell)));
    if (cells.length === 0) return false;
    const rowCells = [row.anchor, ...row.continuation].flatMap((other) => cellsOf(other, zones));
    return cells.every((cell) => {
      const own = rowCells.filter((other) => zoneOf(zones, other) === zoneOf(zones, cell));
      return own.length > 0 && isSetOff(cell, own);
    });
  };
  const isSetOff = (cell: Cell, own: readonly Cell[]): boolean => {
    const ownWords = own.flatMap((other) => other.words);
    const typeSize = (words: readonly OcrWord[]): number =>
      median(words.map((word) => word.bbox[3] - word.bbox[1]));
    if (
      layout.page.source === 'text-layer' &&
      typeSize(cell.words) < typeSize(ownWords) * SMALLER_TYPE
    )
      return true;
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= layout.unit * INDENT;
    const centreOf = (box: BBox): number => (box[0] + box[2]) / 2;
    return (
      cell.bbox[0] > own[0]!.bbox[0] + layout.unit * INDENT &&
      !own.some((other) => near(other.bbox[0], cell.bbox[0])) &&
      !own.some((other) => near(centreOf(other.bbox), centreOf(cell.bbox)))
    );
  };
  for (const [index, line] of lines.entries()) {
    const gap = line.line.bbox[1] - previousBottom;
    previousBottom = line.line.bbox[3];
    // After a wide gap only a row like the others keeps the table going.
    if (rows.length > 0 && gap > layout.unit * 3) strayLimit = Math.min(strayLimit, stray + 3);
    const current = rows.at(-1);
    const isSummary = isSummaryRow(line.line.segments[0]?.text ?? '');
    const band = bandOf(line);
    if (band !== undefined && current?.band === band && !isSummary) {
      current.continuation.push(line);
      continue;
    }
    if (isAnchor(line) && !isSummary) {
      if (current && lines[index - 1] === current.anchor && current.continuation.length === 0)
        rowPitches.push(centreY(line) - centreY(current.anchor));
      // Text just above an anchor after a closed row is the top of a vertically centred cell;
      // in a ruled table, all of the row's lines above it are.
      const above =
        band !== undefined
          ? pending.filter((other) => bandOf(other) === band)
          : gap <= layout.unit * 0.5
            ? pending.slice(1 - MAX_LABEL_LINES)
            : [];
      rows.push({
        above,
        anchor: line,
        continuation: [],
        details: [],
        isOpen: true,
        ...(band !== undefined ? { band } : {}),
      });
      if (firstFill === 0) firstFill = fill(line);
      pending = [];
      inFigurelessRow = false;
      stray = 0;
      strayLimit = MAX_STRAY_LINES;
      continue;
    }
    if (isSummary && rows.length > 0) {
      if (current) current.isOpen = false;
      pending = [];
      // After a summary row only a new record keeps the table going.
      strayLimit = Math.min(strayLimit, stray + 2);
      continue;
    }
    if (rows.length > 0 && repeatsHeadings(layout, line.line.index, profiles, header, isAnchor)) {
      ended = true;
      break;
    }
    // Headings of their own start another table, not more of this one: under its rows (a tax
    // breakdown under the items) or at the top of a page it went on to.
    if ((rows.length > 0 ? needed > 0 : 'continued' in start) && isHeadingRow(line)) {
      ended = true;
      break;
    }
    const isText = isPlainText(line) && gap <= layout.unit * 1.5;
    // A wrapped cell fills one column; text in several is a row of its own without figures. In a
    // table of text only, rows start at their labels: text in several columns under a row whose
    // label has ended goes on with that row's cells.
    if (band === undefined && isText && (fill(line) <= 1 || needed === 0)) {
      if (current?.isOpen && (topsNextRow(index, gap) || beyondLeading(line, lastLineOf(current))))
        current.isOpen = false;
      if (current?.isOpen && isSubLine(line, current)) continue;
      if (current?.isOpen) current.continuation.push(line);
      // What wraps under a row without figures is its own, not the top of the next row.
      else if (!inFigurelessRow) pending.push(line);
      continue;
    }
    // A discount or charge printed tight under a row beside its wrapped text ("Grade Fasteners
    // - 1,00 €") is the row's own: its text goes on with the row's cells, its figures are details.
    // One with an amount of its own ("Discount   -1.00" under the amounts) is a line of its own.
    if (
      current?.isOpen &&
      band === undefined &&
      gap <= layout.unit * 0.5 &&
      isAdjustment(line) &&
      !cellsOf(line, zones).some((cell) => zoneOf(zones, cell) === amountColumn)
    ) {
      current.continuation.push(line);
      current.details.push(line);
      continue;
    }
    inFigurelessRow = isText;
    if (current) {
      current.isOpen = false;
      // Only unlabelled figures printed tight under the row go on with its cells' arithmetic: a
      // labelled one ("Bruttopreis: 1.163,40") is another quantity, and after a gap come totals.
      const isTight = lines[index - 1] === lastLineOf(current) && gap <= layout.unit * 1.5;
      if (isTight && !/\p{L}/u.test(line.line.text)) current.details.push(line);
    }
    // A ruled row's lines above its first column's cell are its own, whatever they hold.
    pending = band === undefined ? [] : [...pending, line];
    stray++;
    if (stray > strayLimit) {
      ended = true;
      break;
    }
  }
  const records = withoutNonItems(
    buildRecords(layout, rows, { header, sparse }, profiles, options),
    profiles,
  );
  // A table that ran to the bottom of the page may go on on the next one.
  return { records, open: ended ? null : { header, sparse } };
}

/**
 * Whether the rules part rows that whitespace cannot: figures centred in a ruled row whose label
 * wraps above them. No ruled row may hold two lines of figures (rules under groups of rows part
 * no rows).
 */
function rulesPartRows(
  lines: readonly TokenizedLine[],
  bandOf: (line: TokenizedLine) => number | undefined,
  isRow: (line: TokenizedLine) => boolean,
): boolean {
  const withRow = new Set<number>();
  let textAboveRow = false;
  for (const line of lines) {
    const band = bandOf(line);
    if (band === undefined) continue;
    if (!isRow(line)) {
      if (!withRow.has(band))
        textAboveRow ||= lines.some((other) => bandOf(other) === band && isRow(other));
      continue;
    }
    if (withRow.has(band)) return false;
    withRow.add(band);
  }
  return textAboveRow;
}

function centreY(line: TokenizedLine): number {
  return (line.line.bbox[1] + line.line.bbox[3]) / 2;
}

function lastLineOf(row: Row): TokenizedLine {
  return row.details.at(-1) ?? row.continuation.at(-1) ?? row.anchor;
}

/**
 * Headings that name the fields again below the rows, nearly as well as the table's own did,
 * start another table with the same columns. A row of figures is no heading, though its numbers
 * may spell numbered headings ("1  2  3"); nor is an item's note that holds a heading's word or two
 * ("• Beschreibung: Hardware Gesamt").
 */
function repeatsHeadings(
  layout: PageLayout,
  lineIndex: number,
  profiles: readonly FieldProfile[],
  header: TableHeader,
  isRow: (line: TokenizedLine) => boolean,
): boolean {
  const following = layout.lines.slice(lineIndex, lineIndex + HEADER_BAND_LINES);
  const firstRow = following.findIndex(isRow);
  const band = following.slice(0, firstRow === -1 ? undefined : firstRow).map(({ line }) => line);
  const headerMatched = header.columnOf.filter((column) => column >= 0).length;
  // The headings' own lines, without the text that may follow them before the first row.
  return band.some((_, index) => {
    const { matched, score } = assignColumns(headerColumns(band.slice(0, index + 1)), profiles);
    return (
      matched >= Math.max(2, Math.ceil(headerMatched / 2)) && score >= header.score * SAME_HEADINGS
    );
  });
}

function buildRecords(
  layout: PageLayout,
  rows: readonly Row[],
  { header, sparse }: OpenTable,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord[] {
  // A cell whose words sit in two headings' zones is two cells run together: it must not join their columns.
  const zones = headerZones(header);
  const isOneCell = (cell: { words: OcrWord[] }): boolean =>
    new Set(cell.words.map((word) => zoneOf(zones, word))).size === 1;
  const columns = dataColumns(
    rows.flatMap((row) =>
      cellsOf(row.anchor, zones)
        .filter(isOneCell)
        .map((cell) => cell.bbox),
    ),
  );
  const headerOfData = headingsOfBodyColumns(columns, header);
  // A word under exactly one heading belongs to it; others follow the body column they sit in.
  const placedColumn = (word: OcrWord): number | null => {
    const range: Range = [word.bbox[0], word.bbox[2]];
    const headings = header.columns.flatMap((column, index) =>
      overlap(range, [column.bbox[0], column.bbox[2]]) > 0 ? [index] : [],
    );
    if (headings.length === 1) return headings[0] ?? -1;
    let best = -1;
    let bestOverlap = 0;
    columns.forEach((column, index) => {
      const amount = overlap(column, range);
      if (amount > bestOverlap) {
        best = index;
        bestOverlap = amount;
      }
    });
    if (best >= 0) return headerOfData[best] ?? -1;
    return headings.length > 0 ? headerColumnFor(range, header) : null;
  };
  // A word under no heading and outside the body columns stays in the cell it was printed in, and
  // a dash or bullet goes with the word after it ("- Garantie" under a neighbouring heading).
  const columnsOfLine = (line: TokenizedLine): number[] =>
    line.line.segments.flatMap((segment) => {
      const placed = segment.words.map((word, index) =>
        PUNCTUATION_WORD.test(word.text) && segment.words[index + 1] ? null : placedColumn(word),
      );
      return segment.words.map((word, index) => {
        const own = placed[index];
        if (own !== null && own !== undefined) return own;
        const before = placed.slice(0, index).findLast((column) => column !== null);
        const after = placed.slice(index + 1).find((column) => column !== null);
        return before ?? after ?? headerColumnFor([word.bbox[0], word.bbox[2]], header);
      });
    });
  /** The words of a line placed in a column. */
  const wordsIn = (line: TokenizedLine, column: number): OcrWord[] => {
    const placed = columnsOfLine(line);
    return line.line.words.filter((_, index) => placed[index] === column);
  };
  const columnOf = settleByArithmetic(
    header.columnOf,
    profiles,
    rows.map((row) =>
      header.columns.map((_, column) => {
        const found = readValue(wordsIn(row.anchor, column), 'amount', options);
        return typeof found?.value === 'number' ? found.value : null;
      }),
    ),
  );
  const mapped = columnOf.filter((column) => column >= 0).length;
  /** The figures printed in a column on a row's detail lines, top down. */
  const detailFigures = (row: Row, profile: FieldProfile, column: number) =>
    row.details.flatMap((line) => {
      const words = wordsIn(line, column);
      const found = words.length > 0 ? readNumericCell(words, profile, options) : null;
      const value = found && normalizeValue(found.value, profile.field.type, options);
      if (!found || typeof value !== 'number') return [];
      const written = words.slice(Math.max(0, found.start - 1), found.end).map((word) => word.text);
      return [
        { value, words: words.slice(found.start, found.end), isResult: written[0]![0] === '=' },
      ];
    });
  // Rows are set alike: where one row's label plainly goes on from the lines above onto its
  // figures' line (the line opens in lower case), the column's labels end there, and every row's
  // lines above are its label's top.
  const labelsEndOnFigures = columnOf.map((column) =>
    rows.some(
      (row) =>
        row.above.length > 0 && CONTINUES_TEXT.test(wordsIn(row.anchor, column)[0]?.text ?? ''),
    ),
  );
  const headings = new Map(
    profiles.map((profile, index) => [
      profile.field.key,
      headingStrength(header, columnOf[index] ?? -1, profile),
    ]),
  );
  const records: FoundRecord[] = [];
  for (const row of rows) {
    const record = emptyFoundRecord();
    /** The recognition confidence of each value's words. */
    const recognitions = new Map<string, number>();
    /** The fields whose cell holds words beside the value's. */
    const partial = new Set<string>();
    let hasValue = false;
    profiles.forEach((profile, index) => {
      const column = columnOf[index] ?? -1;
      const key = profile.field.key;
      record.values[key] = null;
      if (column < 0) return;
      const inColumn = (line: TokenizedLine): OcrWord[] => wordsIn(line, column);
      // Text above the row's line is its cell's top only where the cell is centred on the row or
      // ends on it: the rules around the row hold it, the row's line holds none of it, the
      // column's labels end on their figures' line, or more of it follows below. Otherwise it is a
      // heading over a group of rows ("Actual", "Projected").
      const centred =
        row.band !== undefined ||
        inColumn(row.anchor).length === 0 ||
        (row.above.length > 0 && labelsEndOnFigures[index]!) ||
        row.continuation.some((line) => inColumn(line).length > 0);
      const lines = TEXT_KINDS.has(profile.kind)
        ? [...(centred ? row.above : []), row.anchor, ...row.continuation]
        : [row.anchor];
      const wordsPerLine = lines.map(inColumn);
      const words: OcrWord[] = wordsPerLine.flat();
      if (words.length === 0) return;
      const found = TEXT_KINDS.has(profile.kind)
        ? readCellText(wordsPerLine, profile)
        : readNumericCell(words, profile, options);
      if (!found) return;
      const value = normalizeValue(found.value, profile.field.type, options);
      if (value === null) return;
      record.values[key] = value;
      const valueWords = words.slice(found.start, found.end);
      record.sources[key] = { page: layout.page.number, bbox: unionBox(valueWords) };
      recognitions.set(key, recognitionOf(valueWords));
      if (valueWords.length < words.length) partial.add(key);
      hasValue = true;
    });
    if (!hasValue) continue;
    // A discount printed under a row changes its price or its amount: of the figures under the
    // row's own, the one that makes quantity × price = amount is the value after the discount;
    // where none does (the row has charges of its own too), the one printed as a result ("= 19,00").
    if (rowArithmetic(record, profiles) === 'fails') {
      const candidates = SETTLED_BY_DETAILS.flatMap((concept) => {
        const index = profiles.findIndex((profile) => profile.concept?.id === concept);
        const profile = profiles[index];
        const column = columnOf[index] ?? -1;
        if (!profile || column < 0) return [];
        const key = profile.field.key;
        return detailFigures(row, profile, column).map((figure) => ({ ...figure, key }));
      });
      const holds = ({ key, value }: { key: string; value: number }) =>
        rowArithmetic({ ...record, values: { ...record.values, [key]: value } }, profiles) ===
        'holds';
      const settled = candidates.find(holds) ?? candidates.find((figure) => figure.isResult);
      if (settled) {
        record.values[settled.key] = settled.value;
        record.sources[settled.key] = { page: layout.page.number, bbox: unionBox(settled.words) };
        recognitions.set(settled.key, recognitionOf(settled.words));
      }
    }
    const arithmetic = rowArithmetic(record, profiles);
    const complete = recognitions.size === mapped;
    for (const profile of profiles) {
      const recognition = recognitions.get(profile.field.key);
      if (recognition === undefined) continue;
      record.evidence[profile.field.key] = {
        origin: 'row',
        kind: profile.kind,
        recognition,
        arithmetic,
        complete,
        heading: headings.get(profile.field.key)!,
        partial: partial.has(profile.field.key),
        atypicalRow: false,
        sparse,
      };
    }
    records.push(record);
  }
  markAtypicalRows(records, profiles);
  return records;
}

/** Whether the row's quantity × unit price gives its amount; unknown where it lacks one of them. */
function rowArithmetic(
  record: FoundRecord,
  profiles: readonly FieldProfile[],
): 'holds' | 'fails' | 'unknown' {
  const number = (concept: string): number | null => {
    const key = profiles.find((profile) => profile.concept?.id === concept)?.field.key;
    const value = key === undefined ? null : record.values[key];
    return typeof value === 'number' ? value : null;
  };
  const quantity = number('quantity');
  const price = number('unit-price');
  const amount = number('line-total');
  if (quantity === null || price === null || amount === null) return 'unknown';
  return Math.abs(Math.abs(quantity * price) - Math.abs(amount)) <=
    Math.max(0.015, Math.abs(amount) * 0.005)
    ? 'holds'
    : 'fails';
}
