/**
 * Learning from a correction: find the corrected value on its document, describe where it stands
 * (beside or under which label, or at which spot of the page), and keep the first description
 * that reads the corrected value back from the same document.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { OcrDocument, OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox } from '../layout/text-line.ts';
import { detectConventions } from '../engines/offline/conventions.ts';
import { layoutDocument, type PageLayout } from '../engines/offline/document-layout.ts';
import type { TokenizedLine } from '../engines/offline/line-tokens.ts';
import { findRuns, matchTokens } from '../engines/offline/match-tokens.ts';
import { profileField } from '../engines/offline/field-profile.ts';
import { normalizeValue, type NormalizeOptions } from '../normalize/normalize-value.ts';
import { layoutFingerprint } from './fingerprint.ts';
import type { Lesson, LessonPlace } from './lesson.ts';
import { labelAnchors, readPlace, sameValue } from './read-place.ts';
import { exampleDocument, type ExampleDocument } from './worked-example.ts';

/** The longest run of words a value is looked for in (a name, an amount with its currency). */
const MAX_VALUE_WORDS = 8;
/** A label is at most this many words; more is a sentence or another value. */
const MAX_LABEL_WORDS = 4;
/** The label's last words are the ones next to the value. */
const MAX_LABEL_TOKENS = 8;
/** Lines above a value searched for its heading. */
const LINES_ABOVE = 3;

/** A value found more often than this is a common figure ("1"), not a place worth checking each time. */
const MAX_OCCURRENCES = 50;

/** What learning reads of a field. */
export type LearnedField = Pick<Field, 'key' | 'type' | 'caption' | 'description'>;

interface Occurrence {
  layout: PageLayout;
  pageIndex: number;
  line: TokenizedLine;
  start: number;
  /** Exclusive. */
  end: number;
}

/** A correction: the field a person set, and the value they set it to. */
export interface Correction {
  field: LearnedField;
  value: FieldValue;
}

/** The corrected document, read once for all its corrections. */
interface CorrectedDocument {
  fingerprint: string[];
  layouts: PageLayout[];
  options: NormalizeOptions;
}

/**
 * What each correction on this document teaches (in the order given), or null where nothing
 * can be told. The document's words and lines are worked out once for all of them.
 */
export function learnValues(
  ocr: OcrDocument,
  corrections: readonly Correction[],
): (Lesson | null)[] {
  const document: CorrectedDocument = {
    fingerprint: layoutFingerprint(ocr),
    layouts: layoutDocument(ocr),
    options: detectConventions(ocr),
  };
  return corrections.map(({ field, value }) => learnValue(document, field, value));
}

/** What one edit teaches: each correction's lesson (learnValues), and the document for a worked example. */
export interface LearnedEdit {
  lessons: (Lesson | null)[];
  example: ExampleDocument;
}

export function learnEdit(ocr: OcrDocument, corrections: readonly Correction[]): LearnedEdit {
  return { lessons: learnValues(ocr, corrections), example: exampleDocument(ocr) };
}

function learnValue(
  { fingerprint, layouts, options }: CorrectedDocument,
  field: LearnedField,
  value: FieldValue,
): Lesson | null {
  if (value === null || (typeof value === 'string' && value.trim() === ''))
    return { field: field.key, fingerprint, what: { kind: 'absent' } };
  const names = fieldLabels(field);
  let first: { place: LessonPlace; words: number } | null = null;
  for (const occurrence of findOccurrences(layouts, field.type, value, options).slice(
    0,
    MAX_OCCURRENCES,
  )) {
    const words = endsSegment(occurrence) ? 0 : occurrence.end - occurrence.start;
    for (const place of placesOf(layouts, occurrence)) {
      const read = readPlace(layouts, place, words, field.type, options);
      if (!read || !sameValue(read.value, value, field.type)) continue;
      // The same figure may stand elsewhere too ("5 % of 100.00"): a label naming the field tells which.
      if (place.kind === 'label' && names.some((name) => findRuns(place.tokens, name).length > 0))
        return located(field, fingerprint, place, words);
      first ??= { place, words };
    }
  }
  if (first) return located(field, fingerprint, first.place, first.words);
  // Not printed as the person wrote it: a code (a currency printed as "€", a country the sender
  // leaves off) is the same on the layout's next documents; a name or text not found as written
  // (run over two lines, misread) is not a constant of the layout.
  const isCode =
    typeof value === 'boolean' || (typeof value === 'string' && !/\s/.test(value.trim()));
  if ((field.type === 'string' || field.type === 'boolean') && isCode)
    return { field: field.key, fingerprint, what: { kind: 'constant', value } };
  if (typeof value === 'string')
    return { field: field.key, fingerprint, what: { kind: 'spelling', value } };
  return null;
}

function located(
  field: Pick<Field, 'key'>,
  fingerprint: string[],
  place: LessonPlace,
  words: number,
): Lesson {
  return { field: field.key, fingerprint, what: { kind: 'located', place, words } };
}

/** The words that name a field on documents: its caption, its description's phrases, its concept's labels. */
function fieldLabels(field: LearnedField): string[][] {
  return profileField({ ...field, required: false }, 'header').labels.map((label) => label.tokens);
}

/** Runs of words on one segment that read as the value, shortest first on each line. */
function findOccurrences(
  layouts: readonly PageLayout[],
  type: Field['type'],
  value: Exclude<FieldValue, null>,
  options: NormalizeOptions,
): Occurrence[] {
  const found: Occurrence[] = [];
  layouts.forEach((layout, pageIndex) => {
    for (const line of layout.lines) {
      const words = line.line.words;
      for (let start = 0; start < words.length; start++) {
        for (let end = start + 1; end <= Math.min(words.length, start + MAX_VALUE_WORDS); end++) {
          if (line.segmentOfWord[end - 1] !== line.segmentOfWord[start]) break;
          const read = normalizeValue(joinWords(words.slice(start, end)), type, options);
          if (read !== null && sameValue(read, value, type)) {
            found.push({ layout, pageIndex, line, start, end });
            break;
          }
        }
      }
    }
  });
  return found;
}

function endsSegment({ line, end }: Occurrence): boolean {
  return end === line.line.words.length || line.segmentOfWord[end] !== line.segmentOfWord[end - 1];
}

/** Descriptions of where an occurrence stands, best first: its label on the left, its heading above, its spot. */
function placesOf(layouts: readonly PageLayout[], occurrence: Occurrence): LessonPlace[] {
  const { layout, line, start, end } = occurrence;
  const valueWords = line.line.words.slice(start, end);
  const places: LessonPlace[] = [];
  for (const labelWords of [leftLabel(line, start), headingAbove(layout, line, valueWords)]) {
    const place = labelPlace(layouts, labelWords, valueWords, layout.unit);
    if (place) places.push(place);
  }
  const { width, height } = layout.page;
  const [x0, y0, x1, y1] = unionBox(valueWords);
  const pageIndex =
    occurrence.pageIndex === layouts.length - 1 && layouts.length > 1 ? -1 : occurrence.pageIndex;
  // A photo frames the paper differently each time: only a printed page keeps its spots.
  if (width > 0 && height > 0 && layout.page.source !== 'ocr')
    places.push({
      kind: 'position',
      page: pageIndex,
      box: [x0 / width, y0 / height, x1 / width, y1 / height],
    });
  return places;
}

/** The words just before the value on its line, while they are words and not figures. */
function leftLabel(line: TokenizedLine, start: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (let index = start - 1; index >= 0 && words.length < MAX_LABEL_WORDS; index--) {
    const word = line.line.words[index]!;
    if (!/\p{L}/u.test(word.text)) break;
    words.unshift(word);
  }
  return words;
}

/**
 * The nearest short segment above the value that overlaps it horizontally: a column or block
 * heading. Lines between them are passed over (a block's optional lines, a contact above the
 * name); a label followed by its own figure on its line ("Nummer: 549910") heads no block.
 */
function headingAbove(
  layout: PageLayout,
  line: TokenizedLine,
  valueWords: readonly OcrWord[],
): OcrWord[] {
  const [x0, , x1] = unionBox(valueWords);
  const index = layout.lines.indexOf(line);
  for (let above = index - 1; above >= Math.max(0, index - LINES_ABOVE); above--) {
    const { segments } = layout.lines[above]!.line;
    const at = segments.findIndex((candidate) => candidate.bbox[2] > x0 && candidate.bbox[0] < x1);
    const segment = segments[at];
    if (!segment) continue;
    const isHeading =
      segment.words.length <= MAX_LABEL_WORDS &&
      !hasFigure(segment.words) &&
      !hasFigure(segments[at + 1]?.words ?? []);
    if (isHeading) return segment.words;
  }
  return [];
}

function hasFigure(words: readonly OcrWord[]): boolean {
  return words.some((word) => /\d/.test(word.text));
}

function labelPlace(
  layouts: readonly PageLayout[],
  labelWords: readonly OcrWord[],
  valueWords: readonly OcrWord[],
  unit: number,
): LessonPlace | null {
  const tokens = matchTokens(joinWords(labelWords))
    .filter((token) => !/^\d+$/.test(token))
    .slice(-MAX_LABEL_TOKENS);
  if (tokens.length === 0) return null;
  const anchors = labelAnchors(layouts, tokens);
  const occurrence = anchors.findIndex((anchor) =>
    anchor.words.some((word) => labelWords.includes(word)),
  );
  if (occurrence < 0) return null;
  const labelBox = anchors[occurrence]!.bbox;
  const valueBox = unionBox(valueWords);
  return {
    kind: 'label',
    tokens,
    occurrence,
    occurrences: anchors.length,
    offset: {
      left: (valueBox[0] - labelBox[0]) / unit,
      right: (valueBox[2] - labelBox[2]) / unit,
      down: ((valueBox[1] + valueBox[3]) / 2 - (labelBox[1] + labelBox[3]) / 2) / unit,
    },
  };
}
