/** Fields from a sample table: one per column, captioned by its heading, typed by its cells. */
import type { SuggestedField } from '../../extractor.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { headingScore } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';
import type { SampleTable } from './sample-table.ts';
import { describe, typeOfValues, unnamedColumn, type Language } from './suggestion-text.ts';
import { concepts, type Concept } from './vocabulary.ts';

/** A heading that names a known column concept this clearly is captioned in the user's language. */
const CONCEPT_HEADING_SCORE = 0.8;

const columnConcepts = concepts.filter((concept) => concept.scope === 'column');
const columnProfiles: FieldProfile[] = columnConcepts.map((concept) =>
  profileField(
    { key: `field_${concept.id}`, caption: concept.caption.en, description: '', type: 'string' },
    'column',
  ),
);

export function tableFields(table: SampleTable, language: Language): SuggestedField[] {
  const used = new Set<string>();
  return table.headings.flatMap((heading, column) => {
    const cells = table.rows.map((row) => row[column] ?? '');
    const example = cells.find((cell) => cell.trim() !== '');
    if (heading === '' && example === undefined) return [];
    const concept = heading === '' ? null : conceptOfHeading(heading);
    const caption =
      concept && !used.has(concept.id)
        ? concept.caption[language]
        : heading || unnamedColumn(language, column + 1);
    if (concept) used.add(concept.id);
    return [
      {
        caption,
        description: describe(language, { column: heading }, example),
        type: typeOfValues(cells),
      },
    ];
  });
}

function conceptOfHeading(heading: string): Concept | null {
  const tokens = matchTokens(heading);
  let best: Concept | null = null;
  let bestScore = CONCEPT_HEADING_SCORE;
  columnProfiles.forEach((profile, index) => {
    const score = headingScore(tokens, profile);
    if (score >= bestScore) {
      best = columnConcepts[index] ?? null;
      bestScore = score + 1e-9;
    }
  });
  return best;
}
