/**
 * Column headings of a table from word geometry: the segments of a band of header lines,
 * merged top to bottom where they overlap horizontally ("Prix" over "unitaire"). A heading that
 * spans several headings of a lower line ("Literacy" over "Male  Female") is a group heading:
 * each heading under it becomes a column of its own, its text prefixed with the group's.
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import type { TextLine } from './text-line.ts';
import { joinWords, splitSegments, unionBox } from './text-line.ts';

/** Headings sit closer together than table cells: anything wider than a normal space separates them. */
const HEADING_GAP = 0.4;
/** A group heading centred over its columns may end a hair short of their outer edges (in letter heights). */
const SPAN_TOLERANCE = 0.25;
/** A heading line cut word by word over this many headings below is their first line, not a group heading. */
const MIN_TIGHT_HEADINGS = 3;

export interface HeaderColumn {
  text: string;
  bbox: BBox;
  words: OcrWord[];
}

/** Columns of the header band made of `lines` (consecutive, top to bottom), left to right. */
export function headerColumns(lines: readonly TextLine[]): HeaderColumn[] {
  const columns: { boxes: BBox[]; parts: HeadingPart[] }[] = [];
  lines.forEach((line, lineIndex) => {
    for (const segment of splitSegments(line.words, HEADING_GAP)) {
      const overlapping = columns.filter((column) =>
        overlapsHorizontally(
          unionBox(column.boxes.map((bbox) => ({ bbox }))),
          widened(segment.bbox),
        ),
      );
      const part = {
        line: lineIndex,
        bbox: segment.bbox,
        text: segment.text,
        words: segment.words,
      };
      if (overlapping.length === 0) {
        columns.push({ boxes: [segment.bbox], parts: [part] });
        continue;
      }
      // A wide segment can bridge two earlier columns; they become one.
      const [target, ...others] = overlapping;
      if (!target) continue;
      for (const other of others) {
        target.boxes.push(...other.boxes);
        target.parts.push(...other.parts);
        columns.splice(columns.indexOf(other), 1);
      }
      target.boxes.push(segment.bbox);
      target.parts.push(part);
    }
  });
  return columns
    .flatMap((column) => leafColumns(column.parts))
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
}

interface HeadingPart {
  line: number;
  bbox: BBox;
  text: string;
  words: OcrWord[];
}

/**
 * The columns of one stack of headings: the line with the most headings in the stack names the
 * columns; a heading of another line belongs to every column it spans, or else to the nearest.
 */
function leafColumns(parts: readonly HeadingPart[]): HeaderColumn[] {
  const perLine = new Map<number, HeadingPart[]>();
  // Only words name columns: stray marks (OCR noise) under a heading do not split it.
  for (const part of parts.filter(({ text }) => /[\p{L}\d]/u.test(text)))
    perLine.set(part.line, [...(perLine.get(part.line) ?? []), part]);
  const leaves = [...perLine.values()].reduce(
    (most, line) => (line.length > most.length ? line : most),
    [],
  );
  if (leaves.length < 2) return [stackedColumn(parts, parts)];
  const leafParts = leaves.map((leaf) => [leaf]);
  for (const whole of parts) {
    if (leaves.includes(whole)) continue;
    for (const part of headingsOver(whole, leaves, parts)) {
      const spanned = leaves.flatMap((leaf, index) =>
        overlapsHorizontally(leaf.bbox, widened(part.bbox)) ? [index] : [],
      );
      const targets = spanned.length > 0 ? spanned : [nearestLeaf(leaves, part)];
      for (const index of targets) leafParts[index]?.push(part);
    }
  }
  // A group heading names its columns but does not widen them: only their own headings give the box.
  return leafParts.map((own, index) =>
    stackedColumn(
      own,
      own.filter(
        (part) =>
          part === leaves[index] ||
          !leafParts.some((other) => other !== own && other.includes(part)),
      ),
    ),
  );
}

function stackedColumn(
  parts: readonly HeadingPart[],
  boxParts: readonly HeadingPart[],
): HeaderColumn {
  const ordered = [...parts].sort((a, b) => a.line - b.line || a.bbox[0] - b.bbox[0]);
  return {
    text: joinHyphenated(ordered.map((part) => part.text)),
    bbox: unionBox(boxParts),
    words: ordered.flatMap((part) => part.words),
  };
}

function widened(box: BBox): BBox {
  const tolerance = (box[3] - box[1]) * SPAN_TOLERANCE;
  return [box[0] - tolerance, box[1], box[2] + tolerance, box[3]];
}

function nearestLeaf(leaves: readonly HeadingPart[], part: HeadingPart): number {
  const centre = (part.bbox[0] + part.bbox[2]) / 2;
  let nearest = 0;
  leaves.forEach((leaf, index) => {
    const distance = (box: BBox): number => Math.abs((box[0] + box[2]) / 2 - centre);
    const current = leaves[nearest];
    if (current && distance(leaf.bbox) < distance(current.bbox)) nearest = index;
  });
  return nearest;
}

export function overlapsHorizontally(a: BBox, b: BBox): boolean {
  return a[0] < b[2] && b[0] < a[2];
}

/** "Positions-" + "betrag" → "Positionsbetrag": words hyphenated over two header lines. */
function joinHyphenated(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) {
    if (text === '') text = part;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(part)) text = text.slice(0, -1) + part;
    else text = `${text} ${part}`;
  }
  return text;
}

/**
 * A line of headings set so tight that it reads as one segment ("Less than $10,000– $15,000–"
 * over "$10,000  14,999  29,999"): where each of its words stands over one heading below (and no
 * other), and every heading it spans gets a word, it is that many headings, not a group heading.
 * A group heading of two words may well stand word by word over its two columns ("Price group"
 * over "Net  Gross"); cut word by word over three or more, a line is no phrase. Over two, it is
 * no group heading either where a heading of one of those columns stands above it ("Under-" over
 * "graduate Graduate" over "only  only"): a group heading stands above its columns' own.
 */
function headingsOver(
  part: HeadingPart,
  leaves: readonly HeadingPart[],
  parts: readonly HeadingPart[],
): HeadingPart[] {
  const spanned = leaves.filter((leaf) => overlapsHorizontally(leaf.bbox, widened(part.bbox)));
  const underOwnHeading = parts.some(
    (other) =>
      other.line < part.line &&
      spanned.filter((leaf) => overlapsHorizontally(leaf.bbox, other.bbox)).length === 1 &&
      overlapsHorizontally(other.bbox, part.bbox),
  );
  if (spanned.length < (underOwnHeading ? 2 : MIN_TIGHT_HEADINGS)) return [part];
  const owners = part.words.map((word) => {
    const over = spanned.filter((leaf) => overlapsHorizontally(leaf.bbox, word.bbox));
    return over.length === 1 ? over[0]! : null;
  });
  if (owners.some((owner) => owner === null)) return [part];
  if (spanned.some((leaf) => !owners.includes(leaf))) return [part];
  return spanned.map((leaf) => {
    const words = part.words.filter((_, index) => owners[index] === leaf);
    return {
      line: part.line,
      bbox: unionBox(words),
      text: joinWords(words),
      words,
    };
  });
}
