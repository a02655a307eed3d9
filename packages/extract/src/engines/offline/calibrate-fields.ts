/**
 * Calibration: each field's description gains the label it was found under on this document and
 * an example value, so the user (and the LLM engine) can see what the field matched.
 */
import { isMultiRecord, type Field } from '@docsift/core/doctype';
import type { ExtractionDoctype } from '../../extractor.ts';
import { joinWords } from '../../layout/text-line.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { extractTableRecords } from './extract-table-records.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { findTableHeader } from './find-table-header.ts';

const NOTE = /\s*\[(?:label|found): [^\]]*\]$/;

export function calibrateFields(
  layouts: readonly PageLayout[],
  doctype: ExtractionDoctype,
  options: NormalizeOptions,
): Field[] {
  const multi = isMultiRecord(doctype.mode);
  const profiles = doctype.fields.map((field) => profileField(field, multi ? 'column' : 'header'));
  const notes = multi
    ? tableNotes(layouts, profiles, options)
    : headerNotes(layouts, profiles, options);
  return doctype.fields.map((field, index) => {
    const note = notes[index];
    const base = field.description.replace(NOTE, '');
    return note
      ? { ...field, description: `${base}${base ? ' ' : ''}${note}`.slice(0, 2000) }
      : { ...field, description: base };
  });
}

function headerNotes(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): (string | null)[] {
  return findHeaderValues(layouts, profiles, options).map(({ located, occurrence }) => {
    if (!located) return null;
    const example = JSON.stringify(located.value);
    if (!occurrence) return `[found: by position, e.g. ${example}]`;
    const { line, span } = occurrence;
    const words = line.line.words.slice(
      line.wordOf[span.start] ?? 0,
      (line.wordOf[span.end - 1] ?? 0) + 1,
    );
    return `[label: "${joinWords(words).replace(/[:\s]+$/, '')}", e.g. ${example}]`;
  });
}

function tableNotes(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): (string | null)[] {
  const header =
    layouts.map((layout) => findTableHeader(layout, profiles)).find((found) => found !== null) ??
    null;
  const first = extractTableRecords(layouts, profiles, options)[0];
  return profiles.map((profile, index) => {
    const column = header?.columns[header.columnOf[index] ?? -1];
    if (!column) return null;
    const value = first?.values[profile.field.key];
    return `[label: "${column.text}"${value === null || value === undefined ? '' : `, e.g. ${JSON.stringify(value)}`}]`;
  });
}
