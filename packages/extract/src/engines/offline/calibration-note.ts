/**
 * The sentence calibration adds to a field's description: where the sample showed the field and
 * an example, in the user's language, so a user reads it as plain text (and an LLM engine too).
 */
import { exampleText, type Language } from './suggestion-text.ts';

/** Where a field was found on the sample: beside a printed label, under a column heading, or by its place alone. */
export type NotePlace = { label: string } | { column: string } | 'position';

const LEAD = { en: 'On the sample:', de: 'Im Beispiel:' } as const;

/** The note of an earlier calibration in either language, or in the bracket notation of older versions. */
const EARLIER_NOTE = /\s*(?:\[(?:label|found): [^\]]*\]|(?:On the sample|Im Beispiel): [^\n]*)$/;

export function withoutCalibrationNote(description: string): string {
  return description.replace(EARLIER_NOTE, '');
}

export function calibrationNote(language: Language, place: NotePlace, example: unknown): string {
  const shown = exampleText(valueText(language, example));
  const where = placeText(language, place);
  if (!shown) return `${LEAD[language]} ${where}.`;
  return `${LEAD[language]} ${where}, ${language === 'de' ? 'z. B.' : 'e.g.'} ${shown}.`;
}

function placeText(language: Language, place: NotePlace): string {
  if (place === 'position')
    return language === 'de'
      ? 'an seiner Stelle auf der Seite gefunden'
      : 'found by its place on the page';
  if ('label' in place)
    return language === 'de'
      ? `neben der Beschriftung „${place.label}“`
      : `next to the label "${place.label}"`;
  return language === 'de' ? `in der Spalte „${place.column}“` : `in the column "${place.column}"`;
}

function valueText(language: Language, value: unknown): unknown {
  if (typeof value === 'boolean')
    return (language === 'de' ? ['nein', 'ja'] : ['no', 'yes'])[+value];
  if (typeof value === 'number' && language === 'de') return String(value).replace('.', ',');
  return value;
}
