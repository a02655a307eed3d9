/**
 * Records from tables given as cell rows (DOCX): the rows under the heading row, of all the
 * tables' first rows, that names the fields best.
 */
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { FieldProfile } from './field-profile.ts';
import { headingScore } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';
import { isSummaryRow } from './summary-row.ts';
import { emptyFoundRecord, type FoundRecord } from './confidence.ts';

/** A table's heading row is among its first rows: a title or a note may stand above it. */
const HEADING_ROWS = 4;

export function cellTableRecords(
  tables: readonly (readonly (readonly string[])[])[],
  page: number,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord[] {
  let best: { rows: readonly (readonly string[])[]; columnOf: number[]; score: number } | null =
    null;
  for (const table of tables)
    for (const [index, header] of table.slice(0, HEADING_ROWS).entries()) {
      const { columnOf, score } = matchHeaderCells(header, profiles);
      if (score > 0 && (!best || score > best.score))
        best = { rows: table.slice(index + 1), columnOf, score };
    }
  if (!best) return [];
  const { rows, columnOf } = best;
  const records: FoundRecord[] = [];
  for (const row of rows) {
    if (row.every((cell) => cell.trim() === '') || isSummaryRow(row[0] ?? '')) continue;
    const record = emptyFoundRecord();
    profiles.forEach((profile, index) => {
      const column = columnOf[index] ?? -1;
      const value =
        column >= 0 ? normalizeValue(row[column] ?? null, profile.field.type, options) : null;
      record.values[profile.field.key] = value;
      if (value !== null) {
        record.sources[profile.field.key] = { page, bbox: [0, 0, 0, 0] };
        record.evidence[profile.field.key] = {
          origin: 'cell',
          kind: profile.kind,
          recognition: 1,
          strength: 'fair',
          contested: false,
        };
      }
    });
    records.push(record);
  }
  return records;
}

/** Fields to header cells by name; fields left over take the unnamed columns in order ("Row label (first column)"). */
function matchHeaderCells(
  header: readonly string[],
  profiles: readonly FieldProfile[],
): { columnOf: number[]; score: number } {
  const pairs: { field: number; column: number; score: number }[] = [];
  profiles.forEach((profile, field) =>
    header.forEach((cell, column) => {
      const score = headingScore(matchTokens(cell), profile);
      if (score > 0.3) pairs.push({ field, column, score });
    }),
  );
  pairs.sort((a, b) => b.score - a.score);
  const columnOf = profiles.map(() => -1);
  const used = new Set<number>();
  let score = 0;
  for (const pair of pairs) {
    if (columnOf[pair.field] !== -1 || used.has(pair.column)) continue;
    columnOf[pair.field] = pair.column;
    used.add(pair.column);
    score += pair.score;
  }
  const unnamed = header
    .map((cell, column) => ({ cell, column }))
    .filter(({ cell, column }) => cell.trim() === '' && !used.has(column));
  columnOf.forEach((column, field) => {
    if (column === -1 && unnamed.length > 0) columnOf[field] = unnamed.shift()?.column ?? -1;
  });
  return { columnOf, score };
}
