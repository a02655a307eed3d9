/** A line's match tokens with the word each came from, so label matches map back to word boxes. */
import type { TextLine } from '../../layout/text-line.ts';
import { findRuns, matchTokens } from './match-tokens.ts';

export interface TokenizedLine {
  line: TextLine;
  tokens: string[];
  /** Word index of each token. */
  wordOf: number[];
  /** Segment index of each word. */
  segmentOfWord: number[];
}

export function tokenizeLine(line: TextLine): TokenizedLine {
  const tokens: string[] = [];
  const wordOf: number[] = [];
  line.words.forEach((word, index) => {
    for (const token of matchTokens(word.text)) {
      tokens.push(token);
      wordOf.push(index);
    }
  });
  const segmentOfWord: number[] = [];
  line.segments.forEach((segment, index) => segment.words.forEach(() => segmentOfWord.push(index)));
  return { line, tokens, wordOf, segmentOfWord };
}

export interface TokenSpan {
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * Token spans where the label occurs in the line. A label of several words may start inside a
 * German compound: "Baurechnung Nr." carries "Rechnung Nr.". A label does not run across a column
 * gap: "Datum | Factuur" are two headings, not "Datum Factuur".
 */
export function labelSpans(line: TokenizedLine, label: readonly string[]): TokenSpan[] {
  return candidateSpans(line, label).filter(
    (span) => segmentOf(line, span.start) === segmentOf(line, span.end - 1),
  );
}

function segmentOf(line: TokenizedLine, token: number): number {
  return line.segmentOfWord[line.wordOf[token] ?? 0] ?? 0;
}

function candidateSpans(line: TokenizedLine, label: readonly string[]): TokenSpan[] {
  const spans = findRuns(line.tokens, label).map((start) => ({ start, end: start + label.length }));
  const [first, ...rest] = label;
  if (first === undefined || rest.length === 0 || first.length < 6) return spans;
  line.tokens.forEach((token, start) => {
    if (
      token.length > first.length &&
      token.endsWith(first) &&
      rest.every((part, offset) => line.tokens[start + 1 + offset] === part)
    ) {
      spans.push({ start, end: start + label.length });
    }
  });
  return spans;
}
