/**
 * Calibration: each field's description gains a sentence naming the label or column it was found
 * under on this document and an example value, so the user (and the LLM engine) can see what the
 * field matched.
 */
import { isMultiRecord, type Field } from '@docsift/core/doctype';
import type { ExtractionDoctype } from '../../extractor.ts';
import { joinWords } from '../../layout/text-line.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { calibrationNote, withoutCalibrationNote } from './calibration-note.ts';
import type { PageLayout } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { extractTableRecords } from './extract-table-records.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { findTableHeader } from './find-table-header.ts';
import type { Language } from './suggestion-text.ts';

/** How values are read, and the language the notes are written in. */
type CalibrationOptions = NormalizeOptions & { language: Language };

export function calibrateFields(
  layouts: readonly PageLayout[],
  doctype: ExtractionDoctype,
  options: CalibrationOptions,
): Field[] {
  const multi = isMultiRecord(doctype.mode);
  const profiles = doctype.fields.map((field) => profileField(field, multi ? 'column' : 'header'));
  const notes = multi
    ? tableNotes(layouts, profiles, options)
    : headerNotes(layouts, profiles, options);
  return doctype.fields.map((field, index) => {
    const note = notes[index];
    const base = withoutCalibrationNote(field.description);
    return note
      ? { ...field, description: `${base}${base ? '\n' : ''}${note}`.slice(0, 2000) }
      : { ...field, description: base };
  });
}

function headerNotes(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: CalibrationOptions,
): (string | null)[] {
  return findHeaderValues(layouts, profiles, options).map(({ located, occurrence }) => {
    if (!located) return null;
    if (!occurrence) return calibrationNote(options.language, 'position', located.value);
    const { line, span } = occurrence;
    const words = line.line.words.slice(
      line.wordOf[span.start] ?? 0,
      (line.wordOf[span.end - 1] ?? 0) + 1,
    );
    const label = joinWords(words).replace(/[:\s]+$/, '');
    return calibrationNote(options.language, { label }, located.value);
  });
}

function tableNotes(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: CalibrationOptions,
): (string | null)[] {
  const header =
    layouts.map((layout) => findTableHeader(layout, profiles)).find((found) => found !== null) ??
    null;
  const first = extractTableRecords(layouts, profiles, options)[0];
  return profiles.map((profile, index) => {
    const column = header?.columns[header.columnOf[index] ?? -1];
    if (!column) return null;
    return calibrationNote(
      options.language,
      { column: column.text },
      first?.values[profile.field.key],
    );
  });
}
