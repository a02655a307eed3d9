/**
 * Records from tables found by word geometry (or DOCX cell rows): a header matched to the fields,
 * then rows until the table ends, continuing on the next page when the table runs over a page break.
 * Without such a table, line items may still be printed as a list of priced lines.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { cellTableRecords } from './cell-table-records.ts';
import type { FoundRecord } from './confidence.ts';
import type { FieldProfile } from './field-profile.ts';
import { findTableHeader, SAME_HEADINGS, type TableHeader } from './find-table-header.ts';
import { foldedBlocks } from './folded-table.ts';
import { pricedListRecords } from './priced-list.ts';
import { focusOnTable, type TableReference } from './referenced-table.ts';
import { readTableRows, type OpenTable, type TableRows } from './read-table-rows.ts';
import { withoutSumRows } from './sum-rows.ts';
import { withUnheadedColumns } from './unheaded-columns.ts';

export function extractTableRecords(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  reference: TableReference | null = null,
): FoundRecord[] {
  if (reference) {
    const focused = tableRecords(
      layouts.map((layout) => focusOnTable(layout, reference)),
      profiles,
      options,
    );
    // A caption printed under its table leaves the cut page without it: read the whole page then.
    if (focused.length > 0) return focused;
  }
  return tableRecords(layouts, profiles, options);
}

/**
 * Tables under headings that name at least two fields; else line items printed as a list of
 * priced lines; else tables under headings that name one field, read only where the columns
 * beside it give every other field a place: a label-and-figure table whose row labels stand under
 * a blank corner or under the table's title, which names no field. One named heading is weaker
 * evidence than a priced list, so it comes last, and only its rows that fill every field count.
 */
function tableRecords(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord[] {
  const headed = headedTableRecords(layouts, profiles, options, namedHeader);
  if (headed.length > 0) return withoutSumRows(headed, profiles);
  const priced = pricedListRecords(layouts, profiles, options);
  if (priced.length > 0 || profiles.length < 2) return priced;
  const complete = headedTableRecords(layouts, profiles, options, oneNamedHeader).filter((record) =>
    profiles.every(({ field }) => record.values[field.key] != null),
  );
  return withoutSumRows(complete, profiles);
}

/** A page's table header with its unheaded columns placed, or null. */
type HeaderFinder = (layout: PageLayout, profiles: readonly FieldProfile[]) => TableHeader | null;

function namedHeader(layout: PageLayout, profiles: readonly FieldProfile[]): TableHeader | null {
  const found = findTableHeader(layout, profiles);
  return found && withUnheadedColumns(found, layout);
}

function oneNamedHeader(layout: PageLayout, profiles: readonly FieldProfile[]): TableHeader | null {
  const found = findTableHeader(layout, profiles, 1);
  const header = found && withUnheadedColumns(found, layout);
  return header?.columnOf.every((column) => column >= 0) ? header : null;
}

function headedTableRecords(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  findHeader: HeaderFinder,
): FoundRecord[] {
  const records: FoundRecord[] = [];
  let open: OpenTable | null = null;
  let firstScore = 0;
  for (const layout of layouts) {
    if (layout.page.tables && layout.page.tables.length > 0) {
      records.push(...cellTableRecords(layout.page.tables, layout.page.number, profiles, options));
      open = null;
      continue;
    }
    const found = findHeader(layout, profiles);
    // Later tables of the document must name the fields as well as the first did; weaker ones are other tables.
    const header = found && found.score >= firstScore * SAME_HEADINGS ? found : null;
    if (header && firstScore === 0) firstScore = header.score;
    const result: TableRows | null = header
      ? readHeadedTable(layout, profiles, options, header)
      : open
        ? readTableRows(layout, profiles, options, { continued: open, startLine: 0 })
        : null;
    if (!result) continue;
    records.push(...result.records);
    open = result.open;
  }
  return records;
}

/**
 * The rows under a header, block by block where the table is printed folded; the first block's
 * end says whether the table goes on on the next page.
 */
function readHeadedTable(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  header: TableHeader,
): TableRows {
  const [first, ...others] = foldedBlocks(header).map((block) =>
    readHeadedBlock(layout, profiles, options, block),
  );
  return {
    records: [first!, ...others].flatMap((block) => block.records),
    open: first!.open,
  };
}

/** The rows under a header; a table with no row of figures, or mostly blanks, is read again as a sparse one. */
function readHeadedBlock(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  header: TableHeader,
): TableRows {
  const start = { header, startLine: header.lastLine + 1 };
  const dense = readTableRows(layout, profiles, options, start);
  return dense.records.length > 0 && !mostlyEmpty(dense.records, profiles)
    ? dense
    : readTableRows(layout, profiles, options, { ...start, sparse: true });
}

/** Whether most of the records' figures are missing: a table of blanks and marks with a few figures. */
function mostlyEmpty(records: readonly FoundRecord[], profiles: readonly FieldProfile[]): boolean {
  const numeric = profiles.filter(({ field }) => field.type === 'number');
  const values = records.flatMap((record) => numeric.map(({ field }) => record.values[field.key]));
  return values.filter((value) => value == null).length * 2 > values.length;
}
