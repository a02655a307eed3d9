/**
 * Field suggestions from a document: known concepts found under a label (captioned from the
 * vocabulary in the user's language), other "Label: value" pairs as printed, and the columns of
 * a table; each typed by the value found.
 */
import type { FieldType } from '@docsift/core/doctype';
import type { SuggestedField } from '../../extractor.ts';
import { joinWords } from '../../layout/text-line.ts';
import { findDate } from '../../normalize/parse-date.ts';
import { parseNumberToken } from '../../normalize/parse-number.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { findTableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';
import { concepts, type Concept } from './vocabulary.ts';

const MAX_SUGGESTIONS = 30;
const MIN_LABEL_SCORE = 0.5;

export function suggestFields(
  layouts: readonly PageLayout[],
  language: 'en' | 'de',
  options: NormalizeOptions,
): SuggestedField[] {
  const suggestions = [
    ...conceptSuggestions(layouts, language, options),
    ...keyValueSuggestions(layouts, language),
    ...columnSuggestions(layouts, language),
  ];
  const seen = new Set<string>();
  return suggestions
    .filter((suggestion) => {
      const key = matchTokens(suggestion.caption).join(' ');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS);
}

function conceptSuggestions(
  layouts: readonly PageLayout[],
  language: 'en' | 'de',
  options: NormalizeOptions,
): SuggestedField[] {
  const header = concepts.filter((concept) => concept.scope === 'header');
  const profiles = header.map((concept) => conceptProfile(concept, 'header'));
  const findings = findHeaderValues(layouts, profiles, options);
  return findings.flatMap(({ located, occurrence }, index) => {
    const concept = header[index];
    if (!concept || !located || !occurrence || located.score < MIN_LABEL_SCORE) return [];
    const { line, span } = occurrence;
    const label = joinWords(
      line.line.words.slice(line.wordOf[span.start] ?? 0, (line.wordOf[span.end - 1] ?? 0) + 1),
    ).replace(/[:\s]+$/, '');
    const type = profiles[index]?.field.type ?? 'string';
    return [
      {
        caption: concept.caption[language],
        description: describe(language, label, located.value),
        type,
      },
    ];
  });
}

/** "Label: value" pairs the vocabulary does not know, captioned as printed. */
function keyValueSuggestions(
  layouts: readonly PageLayout[],
  language: 'en' | 'de',
): SuggestedField[] {
  const result: SuggestedField[] = [];
  for (const layout of layouts) {
    for (const line of layout.lines) {
      const match = /^([\p{L}][\p{L}\s.\-/]{1,38}?)\s*:\s*(\S.{0,60})$/u.exec(line.line.text);
      if (!match) continue;
      const [, label = '', value = ''] = match;
      result.push({
        caption: label.trim(),
        description: describe(language, label.trim(), value.trim()),
        type: typeOfText(value.trim()),
      });
    }
  }
  return result;
}

function columnSuggestions(
  layouts: readonly PageLayout[],
  language: 'en' | 'de',
): SuggestedField[] {
  const columnConcepts = concepts.filter((concept) => concept.scope === 'column');
  const profiles = columnConcepts.map((concept) => conceptProfile(concept, 'column'));
  for (const layout of layouts) {
    const header = findTableHeader(layout, profiles);
    if (!header) continue;
    return profiles.flatMap((profile, index) => {
      const column = header.columns[header.columnOf[index] ?? -1];
      const concept = columnConcepts[index];
      return column && concept
        ? [
            {
              caption: concept.caption[language],
              description: describe(language, column.text, null),
              type: profile.field.type,
            },
          ]
        : [];
    });
  }
  return [];
}

function conceptProfile(concept: Concept, scope: 'header' | 'column'): FieldProfile {
  const type: FieldType =
    concept.kind === 'date'
      ? 'date'
      : concept.kind === 'amount' || concept.kind === 'quantity' || concept.kind === 'percent'
        ? 'number'
        : 'string';
  return profileField(
    { key: `field_${concept.id}`, caption: concept.caption.en, description: '', type },
    scope,
  );
}

function typeOfText(text: string): FieldType {
  const date = findDate(text);
  if (date && date.index === 0 && date.length >= text.length - 1) return 'date';
  return parseNumberToken(text) !== null ? 'number' : 'string';
}

function describe(language: 'en' | 'de', label: string, example: unknown): string {
  const shown = example === null || example === undefined ? '' : String(example);
  if (language === 'de')
    return shown ? `Beschriftung „${label}“, z. B. ${shown}` : `Spalte „${label}“`;
  return shown ? `Label "${label}", e.g. ${shown}` : `Column "${label}"`;
}
