/**
 * Unlabelled issuer details: the company name is the top-most line that spells the domain of the
 * footer's contact details, else the top-most that carries a legal form, else the most prominent
 * line at the top; its address is the block of lines under it.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox, type Segment } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import { isLegalFormWord, repairLegalForm } from './legal-form-repair.ts';
import { parseDate } from '../../normalize/parse-date.ts';
import { recognitionOf } from './confidence.ts';
import { footerDomains, spellsDomain } from './sender-domain.ts';
import {
  hasLegalForm,
  isDocumentTitle,
  isKeyValueLine,
  isSenderLine,
  senderNameWords,
  withoutTrailingTitle,
} from './name-lines.ts';
import type { Located } from './value-near-label.ts';

interface PlacedSegment {
  segment: Segment;
  lineIndex: number;
}

const FALLBACK_SCORE = 0.4;
/** Share of the page's median word height below which a segment is no name. */
const MIN_NAME_HEIGHT = 0.7;
/** A bracket or bar before a name that never closes: the edge of a box or a scan's dirt ("[LEONG HENG"). */
const UNOPENED_BRACKET = /^[[({|]+\s*(?=[^\])}]*$)/;

export function issuerName(
  layout: PageLayout,
): { located: Located; lineIndex: number; words: OcrWord[] } | null {
  const sender = senderName(layout);
  if (sender) return sender;
  const top = topSegments(layout);
  const domains = footerDomains(layout);
  const domainIndex = top.findIndex(({ segment }) => spellsDomain(segment.words, domains));
  const legalIndex = top.findIndex(({ segment }) => hasLegalForm(segment.words));
  const named = domainIndex >= 0 ? domainIndex : legalIndex;
  const chosen = named >= 0 ? named : mostProminent(top, layout);
  if (chosen < 0) return null;
  const words = withoutTrailingTitle([
    ...precedingNameLines(top, chosen),
    ...(top[chosen]?.segment.words ?? []),
  ]);
  const text = repairLegalForm(
    joinWords(words)
      .replace(/\s*\(\s*[\w\s.-]*\d[\w\s.-]*\)\s*$/, '')
      .replace(UNOPENED_BRACKET, '')
      .trim(),
  );
  const nameWords = withoutLegalForm(words);
  return {
    located: {
      ...locatedAt(layout, text, words, named >= 0 ? FALLBACK_SCORE + 0.2 : FALLBACK_SCORE),
      recognition: recognitionOf(nameWords),
    },
    lineIndex: top[chosen]?.lineIndex ?? 0,
    words,
  };
}

/**
 * A letter names its sender first on the return line above the address window ("weclapp.com |
 * Somestreet 42 | 08155 Some city"); the window below holds the recipient, whose legal form
 * must not make it the issuer.
 */
function senderName(
  layout: PageLayout,
): { located: Located; lineIndex: number; words: OcrWord[] } | null {
  for (const line of topLines(layout)) {
    const segment = line.line.segments.find(({ words }) => isSenderLine(words));
    const words = segment ? senderNameWords(segment.words) : [];
    if (words.length === 0) continue;
    return {
      located: locatedAt(layout, joinWords(words), words, FALLBACK_SCORE + 0.2),
      lineIndex: line.line.index,
      words,
    };
  }
  return null;
}

/** Lines between the name and its address that are skipped: registration and tax numbers. */
const MAX_LINES_BEFORE_ADDRESS = 3;
const MAX_ADDRESS_LINES = 5;

/**
 * The lines under the issuer's name up to the first phone, tax or label line, after any
 * registration or tax lines right under the name. The address starts at its first numbered line
 * ("NO 5, JALAN MAWAR"); unnumbered lines above it still belong to the name ("BISTRO & CAFE").
 */
export function issuerAddress(
  layout: PageLayout,
  nameLine: number,
  nameWords: readonly OcrWord[],
): Located | null {
  const nameBox = unionBox(nameWords);
  const lines: OcrWord[][] = [];
  let skipped = 0;
  let bottom = nameBox[3];
  for (const line of layout.lines.slice(nameLine + 1)) {
    if (line.line.bbox[1] - bottom > layout.unit * 2.5) break;
    const words = line.line.segments
      .filter(
        (segment) =>
          segment.bbox[2] > nameBox[0] - layout.unit * 4 &&
          segment.bbox[0] < nameBox[2] + layout.unit * 4,
      )
      .flatMap((segment) => segment.words);
    trimEdgeMarks(words);
    if (words.length === 0) continue;
    const text = joinWords(words);
    const ends = isAddressEnd(words, text);
    if (lines.length === 0 && (ends || isRegistrationLine(text))) {
      if (++skipped > MAX_LINES_BEFORE_ADDRESS) break;
      bottom = line.line.bbox[3];
      continue;
    }
    if (ends || lines.length >= MAX_ADDRESS_LINES) break;
    lines.push(words);
    bottom = line.line.bbox[3];
  }
  const firstNumbered = lines.findIndex(
    (words) => /\d/.test(joinWords(words)) && !isRegistrationLine(joinWords(words)),
  );
  const collected = lines.slice(Math.max(0, firstNumbered)).flat();
  // A comma read as a word of its own ("NO.50 , JALAN") closes the word before it.
  const text = joinWords(collected).replace(LEADING_REGISTRATION, '').replace(/\s+,/g, ',');
  if (text === '') return null;
  // Only the words taken: marks trimmed from the lines' ends may still lie inside the block's box.
  return {
    ...locatedAt(layout, text, collected, FALLBACK_SCORE),
    recognition: recognitionOf(collected),
  };
}

/** The name's words before its legal form, whose OCR doubt says nothing of how the name was read. */
function withoutLegalForm(words: readonly OcrWord[]): OcrWord[] {
  let end = words.length;
  while (end > 1 && isLegalFormWord(words[end - 1]?.text ?? '')) end--;
  return words.slice(0, end);
}

/** Drops marks without letters or digits from both ends of a line: a photo's edges and dirt read as "|" or "¥". */
function trimEdgeMarks(words: OcrWord[]): void {
  const isMark = (word: OcrWord | undefined): boolean =>
    word !== undefined && !/[\p{L}\p{N}]/u.test(word.text);
  while (isMark(words[0])) words.shift();
  while (isMark(words.at(-1))) words.pop();
}

/** "(0102043319-W) No.2, Jalan …", "(CC.NO. 1208604-T) GROUND FLOOR": a registration number printed before the address on its line. */
const LEADING_REGISTRATION = /^(?:\(?[^\s()]*|\([^()]*)\d{5,}[^()]*?[)}\]]\s*(?=\S)/;

/** A phone, tax, label or title line, or a bare phone number: what follows an address. "No: G3" is a house number, not a label. */
function isAddressEnd(words: readonly OcrWord[], text: string): boolean {
  if (isKeyValueLine(words) && !/^no\b/i.test(text)) return true;
  return (
    isContactOrTaxLine(text) ||
    isDocumentTitle(text) ||
    /^[\d\s()+-]{9,}$/.test(text.trim()) ||
    PHONE_AT_END.test(text)
  );
}

/** "i: 012-2060 778": a line ending in a phone number whose label OCR garbled; no address line ends in one. */
const PHONE_AT_END = /(?:^|[\s:])(?:\+\d{1,3}[\s-]?)?\(?0\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}$/;

/** The lines in the top 40 % of the page, where a letterhead or receipt header stands. */
function topLines(layout: PageLayout): PageLayout['lines'] {
  const limit = layout.page.height > 0 ? layout.page.height * 0.4 : Infinity;
  return layout.lines.filter((line) => line.line.bbox[1] <= limit);
}

function topSegments(layout: PageLayout): PlacedSegment[] {
  const result: PlacedSegment[] = [];
  for (const line of topLines(layout)) {
    // The title ("TAX INVOICE", "GUEST CHECK") ends the issuer's header once a name was seen.
    if (result.length > 0 && isDocumentTitle(line.line.text)) break;
    for (const segment of line.line.segments) {
      if (isNameCandidate(segment) && isFullSize(segment, layout.unit))
        result.push({ segment, lineIndex: line.line.index });
    }
  }
  return result;
}

/** Below this mean word confidence OCR made letters of a logo, a stamp or handwriting. */
const MIN_NAME_CONFIDENCE = 0.4;

/** A printed name is read with some confidence; shapes read as letters are read with next to none. */
function isLegible(segment: Segment): boolean {
  const total = segment.words.reduce((sum, word) => sum + word.conf, 0);
  return total / Math.max(1, segment.words.length) >= MIN_NAME_CONFIDENCE;
}

/** A name is printed at least about as large as the page's text; smaller marks at the top are dirt or a stamp read as letters. */
function isFullSize(segment: Segment, unit: number): boolean {
  return segment.bbox[3] - segment.bbox[1] >= unit * MIN_NAME_HEIGHT;
}

function isNameCandidate(segment: Segment): boolean {
  // "Amazon Web Services Invoice": the title after a name leaves the name.
  const words = withoutTrailingTitle(segment.words);
  const text = joinWords(words);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const digits = text.match(/\d/g)?.length ?? 0;
  if (letters < 3 || digits > letters) return false;
  // "Account number:" is a label whose value stands elsewhere; "August 3, 2014" a date.
  if (isDocumentTitle(text) || text.trimEnd().endsWith(':') || parseDate(text) !== null)
    return false;
  return !isKeyValueLine(words) && !isContactOrTaxLine(text);
}

/**
 * The first candidate, unless one of the next few is clearly taller (a logo-sized name under a
 * small header) or the first stands alone far above the rest (a stamp or handwriting). Lines
 * that are no name (a registration or tax number under it) still keep it company.
 */
function mostProminent(top: readonly PlacedSegment[], layout: PageLayout): number {
  if (top.length === 0) return -1;
  // Letters OCR made of a logo or a stamp above the name are no name.
  const legible = top.findIndex(({ segment }) => isLegible(segment));
  let best = Math.max(0, legible);
  const first = top[best];
  const next = first && layout.lines[first.lineIndex + 1];
  if (first && top[best + 1] && next && next.line.bbox[1] - first.segment.bbox[3] > layout.unit * 3)
    best += 1;
  let bestHeight = heightOf(top[best]);
  top.slice(best + 1, best + 4).forEach((candidate, offset) => {
    if (heightOf(candidate) > bestHeight * 1.4) {
      best = best + 1 + offset;
      bestHeight = heightOf(candidate);
    }
  });
  return best;
}

function heightOf(placed: PlacedSegment | undefined): number {
  return placed ? placed.segment.bbox[3] - placed.segment.bbox[1] : 0;
}

/**
 * A name may start one or two lines above its legal form ("ONE ONE THREE SEAFOOD" / "RESTAURANT
 * SDN BHD"), its words there perhaps spread into several segments ("WESTERN    EASTERN") that all
 * stand within the width of the line below.
 */
function precedingNameLines(top: readonly PlacedSegment[], chosen: number): OcrWord[] {
  const words: OcrWord[] = [];
  const chosenSegment = top[chosen];
  if (!chosenSegment) return words;
  let current = chosenSegment.segment;
  let lineIndex = chosenSegment.lineIndex;
  for (let step = 0; step < 2; step++) {
    const above = top.filter((placed) => placed.lineIndex === lineIndex - 1).map((p) => p.segment);
    if (above.length === 0) break;
    const box = unionBox(above);
    const gap = current.bbox[1] - box[3];
    const height = current.bbox[3] - current.bbox[1];
    const within = above.every(
      (segment) =>
        segment.bbox[0] >= current.bbox[0] - height && segment.bbox[2] <= current.bbox[2] + height,
    );
    const overlaps = box[0] < current.bbox[2] && current.bbox[0] < box[2];
    const aboveWords = above.flatMap((segment) => segment.words);
    const text = joinWords(aboveWords);
    if (
      gap > height * 0.8 ||
      !overlaps ||
      (above.length > 1 && !within) ||
      /\d/.test(text) ||
      hasLegalForm(aboveWords)
    )
      break;
    // A name in capitals does not go on from a line in other case (handwriting, a logo's letters).
    if (isUpperCase(current.text) && !isUpperCase(text)) break;
    words.unshift(...aboveWords);
    current = { words: aboveWords, text, bbox: box };
    lineIndex--;
  }
  return words;
}

function isUpperCase(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** "(123456-X)", "Co. Reg No: 86867-D": a company registration number, not the first address line ("LOT 276 JALAN BANTING"). */
function isRegistrationLine(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const digits = text.match(/\d/g)?.length ?? 0;
  return (
    (digits >= 5 && digits > letters * 2) || /\b(?:reg|co\.?\s*no|company\s*no|roc)\b/i.test(text)
  );
}

function isContactOrTaxLine(text: string): boolean {
  return (
    /\b(?:tel|telephone|phone|fax|fon|e-?mail|www|http|gst|vat|ust|tax|invoice|receipt|date|datum)\b/i.test(
      text,
    ) || /@/.test(text)
  );
}

function locatedAt(
  layout: PageLayout,
  value: string,
  words: readonly OcrWord[],
  score: number,
): Located {
  const bbox = unionBox(words);
  return {
    value,
    page: layout.page.number,
    bbox,
    score,
    order: layout.page.number * 1e6 + bbox[1],
  };
}
