/**
 * Where each field's labels occur, after conflicts are settled: a label inside a longer label of
 * another concept is not an occurrence ("total" inside "total ht" belongs to the net amount).
 */
import { matchTokens } from './match-tokens.ts';
import type { FieldProfile } from './field-profile.ts';
import type { PageLayout } from './document-layout.ts';
import { labelSpans, type TokenizedLine, type TokenSpan } from './line-tokens.ts';
import { concepts } from './vocabulary.ts';
import { taxSummaryLines } from './tax-summary.ts';
import { isOcrSpelling } from './ocr-spelling.ts';

export interface LabelOccurrence {
  layout: PageLayout;
  line: TokenizedLine;
  span: TokenSpan;
  /** Label weight times how much of its segment the label fills, lowered by conflicting words. */
  score: number;
}

/** Words around a label that do not make it less of a label ("Steuerbetrag in EUR"). */
const FILLER_TOKENS = new Set([
  'in',
  'of',
  'the',
  'de',
  'la',
  'le',
  'der',
  'die',
  'das',
  'en',
  'van',
  'eur',
  'usd',
  'gbp',
  'chf',
  'rm',
  '#',
  'no',
  'nr',
]);

interface OwnedSpan extends TokenSpan {
  owner: string;
}

/** Concepts a tax summary block never holds: it sums bases and tax per rate, not what is paid. */
const PAYABLE_CONCEPTS = new Set(['gross-total', 'amount-due']);

const vocabularyLabels = concepts.map((concept) => ({
  owner: concept.id,
  labels: concept.labels.map((label) => matchTokens(label)),
}));

/** Label occurrences per profile (same order as `profiles`). */
export function findLabelOccurrences(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
): LabelOccurrence[][] {
  const result: LabelOccurrence[][] = profiles.map(() => []);
  const owners = profiles.map((profile, index) => profile.concept?.id ?? `field:${index}`);
  for (const layout of layouts) {
    const taxSummary = taxSummaryLines(layout);
    const names = wordNamer(layout);
    layout.lines.forEach((line, lineIndex) => {
      const spans = ownedSpans(line, profiles, owners);
      profiles.forEach((profile, index) => {
        const owner = owners[index] ?? '';
        if (taxSummary.has(lineIndex) && PAYABLE_CONCEPTS.has(profile.concept?.id ?? '')) return;
        for (const label of profile.labels) {
          for (const span of labelSpans(line, label.tokens)) {
            // "Total (GST incl.)": the affirming word makes it this concept's label, not "Total GST".
            if (isInsideLongerSpan(span, owner, spans) && !isAffirmed(line, span, profile, names))
              continue;
            const score =
              label.weight *
              coverage(line, span, affirmedWords(line, span, profile, names)) *
              conflictFactor(line, span, profile, names) *
              (isHeadingRow(line) ? 0.5 : 1);
            result[index]?.push({ layout, line, span, score });
          }
        }
      });
    });
  }
  return result;
}

/** Spans of every known label on the line, for the inside-a-longer-label test and for cutting value regions. */
export function ownedSpans(
  line: TokenizedLine,
  profiles: readonly FieldProfile[],
  owners: readonly string[],
): OwnedSpan[] {
  const spans: OwnedSpan[] = [];
  profiles.forEach((profile, index) => {
    for (const label of profile.labels)
      for (const span of labelSpans(line, label.tokens))
        spans.push({ ...span, owner: owners[index] ?? '' });
  });
  for (const { owner, labels } of vocabularyLabels) {
    for (const label of labels)
      for (const span of labelSpans(line, label)) spans.push({ ...span, owner });
  }
  return spans;
}

function isInsideLongerSpan(span: TokenSpan, owner: string, spans: readonly OwnedSpan[]): boolean {
  return spans.some(
    (other) =>
      other.owner !== owner &&
      other.start <= span.start &&
      other.end >= span.end &&
      other.end - other.start > span.end - span.start,
  );
}

/**
 * The share of the label's segment the label fills: "Invoice date:" is a label, "Date of birth of
 * the insured person" barely. Words that affirm the concept ("Total (inclusive of GST)") are
 * label too.
 */
function coverage(line: TokenizedLine, span: TokenSpan, affirmed: ReadonlySet<string>): number {
  const firstWord = line.wordOf[span.start] ?? 0;
  const segment = line.segmentOfWord[firstWord] ?? 0;
  let tokensInSegment = 0;
  let valueStart = line.tokens.length;
  line.tokens.forEach((token, index) => {
    const inSegment = line.segmentOfWord[line.wordOf[index] ?? 0] === segment;
    if (!inSegment) return;
    // Tokens after the label that start with a digit are probably its value, not more label.
    if (index >= span.end && /^\d/.test(token)) valueStart = Math.min(valueStart, index);
    const isFiller = FILLER_TOKENS.has(token) || affirmed.has(token);
    if (index < valueStart && (index < span.end || !isFiller)) tokensInSegment++;
  });
  const labelLength = span.end - span.start;
  return labelLength / Math.max(labelLength, tokensInSegment);
}

/** Words beside an affirmed label that belong to it: the affirming words and the conflicts they cancel ("incl. GST"). */
function affirmedWords(
  line: TokenizedLine,
  span: TokenSpan,
  profile: FieldProfile,
  names: WordNamer,
): ReadonlySet<string> {
  if (!isAffirmed(line, span, profile, names)) return new Set();
  const words = [...(profile.concept?.affirms ?? []), ...(profile.concept?.conflicts ?? [])];
  // The line's own spelling of those words, so coverage counts an OCR-garbled "lnclusive" as label.
  return new Set(line.tokens.filter((token) => words.some((word) => names(token, word))));
}

function conflictFactor(
  line: TokenizedLine,
  span: TokenSpan,
  profile: FieldProfile,
  names: WordNamer,
): number {
  const conflicts = profile.concept?.conflicts;
  if (!conflicts) return 1;
  if (isAffirmed(line, span, profile, names)) return 1;
  return tokensAround(line, span).some((token) => conflicts.some((word) => names(token, word)))
    ? 0.3
    : 1;
}

/** A word beside the label that confirms its concept ("incl." beside a total). */
function isAffirmed(
  line: TokenizedLine,
  span: TokenSpan,
  profile: FieldProfile,
  names: WordNamer,
): boolean {
  const affirms = profile.concept?.affirms ?? [];
  return tokensAround(line, span).some((token) => affirms.some((word) => names(token, word)));
}

/** Whether a token on the page names a vocabulary word. */
type WordNamer = (token: string, word: string) => boolean;

/** OCR'd pages misspell the words beside a label ("Total ltemis: 3"); a text layer spells them as printed. */
function wordNamer(layout: PageLayout): WordNamer {
  return layout.page.source === 'ocr' ? isOcrSpelling : (token, word) => token === word;
}

/** The other tokens of the label's segment. */
function tokensAround(line: TokenizedLine, span: TokenSpan): string[] {
  const segment = line.segmentOfWord[line.wordOf[span.start] ?? 0];
  return line.tokens.filter(
    (_, index) =>
      (index < span.start || index >= span.end) &&
      line.segmentOfWord[line.wordOf[index] ?? 0] === segment,
  );
}

/** A row of four or more text-only segments is a table heading; a header field rarely sits under one. */
function isHeadingRow(line: TokenizedLine): boolean {
  const segments = line.line.segments;
  return segments.length >= 4 && segments.every((segment) => !/\d/.test(segment.text));
}
