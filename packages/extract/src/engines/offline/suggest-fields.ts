/**
 * Field suggestions from a sample document. A document that is mainly a table suggests its
 * columns and a many-records mode; any other suggests one field per known concept (captioned
 * in the user's language, whatever language the document labels it in) and the labels the
 * vocabulary does not know, as printed. Each field is typed by its sample value.
 */
import type { DoctypeMode, FieldType } from '@docsift/core/doctype';
import type { FieldSuggestion, SuggestedField } from '../../extractor.ts';
import { joinWords } from '../../layout/text-line.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { matchTokens } from './match-tokens.ts';
import { printedLabels } from './printed-labels.ts';
import { sampleTable, type SampleTable } from './sample-table.ts';
import { describe, typeOfText, type Language } from './suggestion-text.ts';
import { tableFields } from './table-fields.ts';
import { concepts, type Concept } from './vocabulary.ts';

const MAX_SUGGESTIONS = 20;
const MIN_LABEL_SCORE = 0.5;
/** A document with this many labelled header values is a form (an invoice) even with a table. */
const MIN_FORM_CONCEPTS = 2;
/** …unless its table has this many rows per labelled value (a statement, a price list). */
const TABLE_ROWS_PER_CONCEPT = 4;

const headerConcepts = concepts.filter((concept) => concept.scope === 'header');
const headerProfiles = headerConcepts.map((concept) => conceptProfile(concept));
const totalProfile = headerProfiles.find((profile) => profile.concept?.id === 'gross-total')!;
/** Every printed label of the vocabulary, as match tokens, with its concept. */
const knownLabels = new Map(
  concepts.flatMap((concept) =>
    [...concept.labels, ...concept.terms].map((label) => [matchTokens(label).join(' '), concept]),
  ),
);

interface ConceptField {
  concept: Concept;
  /** The label as the document prints it, as match tokens. */
  label: string;
  field: SuggestedField;
}

export function suggestFields(
  layouts: readonly PageLayout[],
  language: Language,
  options: NormalizeOptions,
): FieldSuggestion {
  const found = conceptFields(layouts, language, options);
  const table = sampleTable(layouts);
  if (table && isTableDocument(table, found.length))
    return {
      mode: tableMode(layouts),
      fields: tableFields(table, language).slice(0, MAX_SUGGESTIONS),
    };
  const fields = [...found.map(({ field }) => field), ...otherLabels(layouts, language, found)];
  return {
    mode: isBatchOfDocuments(layouts, options) ? 'single' : 'one:single',
    fields: uniqueCaptions(fields).slice(0, MAX_SUGGESTIONS),
  };
}

function isTableDocument(table: SampleTable, conceptCount: number): boolean {
  return (
    conceptCount < MIN_FORM_CONCEPTS || table.rows.length >= conceptCount * TABLE_ROWS_PER_CONCEPT
  );
}

/** Rows on every page of a one-page table; a longer document may carry its table over pages. */
function tableMode(layouts: readonly PageLayout[]): DoctypeMode {
  return layouts.length > 1 ? 'one:multi' : 'multi';
}

/**
 * Pages that each close with their own total are separate documents scanned together (a batch
 * of receipts): one record per page. A long invoice prints its total on the last page only.
 */
function isBatchOfDocuments(layouts: readonly PageLayout[], options: NormalizeOptions): boolean {
  return (
    layouts.length > 1 &&
    layouts.every((layout) => {
      const [total] = findHeaderValues([layout], [totalProfile], options);
      return total?.occurrence != null && (total.located?.score ?? 0) >= MIN_LABEL_SCORE;
    })
  );
}

/** Known concepts found under a label, with the label as printed and its value. */
function conceptFields(
  layouts: readonly PageLayout[],
  language: Language,
  options: NormalizeOptions,
): ConceptField[] {
  const findings = findHeaderValues(layouts, headerProfiles, options);
  return findings.flatMap(({ located, occurrence }, index) => {
    const concept = headerConcepts[index];
    if (!concept || !located || !occurrence || located.score < MIN_LABEL_SCORE) return [];
    const { line, span } = occurrence;
    const label = joinWords(
      line.line.words.slice(line.wordOf[span.start] ?? 0, (line.wordOf[span.end - 1] ?? 0) + 1),
    ).replace(/[:\s]+$/, '');
    // A "value" that is itself a label was read from the wrong place: no example beats a wrong one.
    const example = isLabel(String(located.value)) ? null : located.value;
    const type = headerProfiles[index]?.field.type ?? 'string';
    return [
      {
        concept,
        label: matchTokens(label).join(' '),
        field: {
          caption: concept.caption[language],
          description: describe(language, { label }, example),
          type,
        },
      },
    ];
  });
}

/**
 * Printed labels beyond the concepts found: a label of a known concept not found yet becomes
 * that concept (in the user's language); one already suggested is the same field, left out.
 */
function otherLabels(
  layouts: readonly PageLayout[],
  language: Language,
  found: readonly ConceptField[],
): SuggestedField[] {
  const taken = new Set(found.map(({ concept }) => concept.id));
  const foundLabels = new Set(found.map(({ label }) => label));
  return printedLabels(layouts).flatMap(({ label, value }) => {
    const tokens = matchTokens(label).join(' ');
    if (isLabel(value) || foundLabels.has(tokens)) return [];
    const concept = knownLabels.get(tokens);
    if (concept && taken.has(concept.id)) return [];
    if (concept) taken.add(concept.id);
    return [
      {
        caption: concept?.scope === 'header' ? concept.caption[language] : label,
        description: describe(language, { label }, value),
        type: concept?.scope === 'header' ? conceptType(concept) : typeOfText(value),
      },
    ];
  });
}

function isLabel(text: string): boolean {
  return /:\s*$/.test(text) || knownLabels.has(matchTokens(text).join(' '));
}

function uniqueCaptions(fields: readonly SuggestedField[]): SuggestedField[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    const key = matchTokens(field.caption).join(' ');
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function conceptType(concept: Concept): FieldType {
  if (concept.kind === 'date' || concept.kind === 'boolean') return concept.kind;
  return concept.kind === 'amount' || concept.kind === 'quantity' || concept.kind === 'percent'
    ? 'number'
    : 'string';
}

function conceptProfile(concept: Concept): FieldProfile {
  return profileField(
    {
      key: `field_${concept.id}`,
      caption: concept.caption.en,
      description: '',
      type: conceptType(concept),
    },
    'header',
  );
}
