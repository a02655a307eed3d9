/**
 * The ruling lines of a PDF page: horizontal and vertical strokes and thin filled rectangles from
 * its drawing operators, read with pdf.js whichever backend reads the text. A ruled table's lines
 * say where its rows and cells end where whitespace cannot (a cell whose text wraps).
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { BBox } from '@docsift/core/ocr';
import { walkOperators, type Point } from './pdf-operators.ts';

/** Thicker than this (in points) a filled rectangle is a box or a shading, not a rule. */
const MAX_RULE_THICKNESS = 3;
/** Shorter than this (in points) a stroke is a tick, a glyph part or a dash, not a rule. */
const MIN_RULE_LENGTH = 4;
/** Ends of rules this close (in points) on one line are one rule drawn in pieces (a border per cell). */
const JOIN_TOLERANCE = 1.5;
/** A hostile page may draw without end: only this many rules are kept. */
export const MAX_RULES = 2_000;

/** pdf.js's path codes inside a constructPath operator (its DrawOPS, not exported). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

const STROKES = new Set<number>([OPS.stroke, OPS.closeStroke]);
const FILLS = new Set<number>([OPS.fill, OPS.eoFill]);
const FILL_STROKES = new Set<number>([
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/**
 * The page's rules as boxes in PDF points, origin top-left, page rotation applied (as its words'
 * boxes are): a horizontal rule is wider than high, a vertical one higher than wide. Rules drawn in
 * pieces along one line are joined. Empty when the page cannot be drawn in time.
 */
export async function pdfjsPageRules(page: PDFPageProxy): Promise<BBox[]> {
  const rules: BBox[] = [];
  const drawn = await walkOperators(page, {
    path(paint, data, toPage) {
      const subpaths = readSubpaths(data, toPage);
      if (STROKES.has(paint) || FILL_STROKES.has(paint))
        for (const subpath of subpaths) rules.push(...strokedRules(subpath));
      if (FILLS.has(paint) || FILL_STROKES.has(paint))
        for (const subpath of subpaths) {
          const rule = filledRule(subpath);
          if (rule) rules.push(rule);
        }
      return rules.length < MAX_RULES * 4;
    },
  });
  return drawn ? joinRules(rules).slice(0, MAX_RULES) : [];
}

interface Subpath {
  points: Point[];
  closed: boolean;
  curved: boolean;
}

function readSubpaths(data: ArrayLike<number>, toPage: (x: number, y: number) => Point): Subpath[] {
  const subpaths: Subpath[] = [];
  let current: Subpath | undefined;
  for (let at = 0; at < data.length;) {
    const code = data[at++];
    if (code === MOVE_TO || code === LINE_TO) {
      const point = toPage(data[at]!, data[at + 1]!);
      at += 2;
      if (code === MOVE_TO || !current) {
        current = { points: [point], closed: false, curved: false };
        subpaths.push(current);
      } else current.points.push(point);
    } else if (code === CURVE_TO || code === QUADRATIC_CURVE_TO) {
      at += code === CURVE_TO ? 6 : 4;
      if (current) current.curved = true;
    } else if (code === CLOSE_PATH) {
      if (current) current.closed = true;
    } else break;
  }
  return subpaths;
}

/** Each straight horizontal or vertical segment of a stroked subpath long enough to be a rule. */
function strokedRules({ points, closed, curved }: Subpath): BBox[] {
  if (curved) return [];
  const ends = closed && points.length > 2 ? [...points, points[0]!] : points;
  const rules: BBox[] = [];
  for (let index = 1; index < ends.length; index++) {
    const box = boxOf([ends[index - 1]!, ends[index]!]);
    const [thin, long] = sides(box);
    if (thin <= JOIN_TOLERANCE && long >= MIN_RULE_LENGTH) rules.push(box);
  }
  return rules;
}

/** A filled axis-aligned rectangle thin and long enough to be a rule. */
function filledRule({ points, curved }: Subpath): BBox | undefined {
  if (curved || points.length < 4 || points.length > 5) return undefined;
  const box = boxOf(points);
  const isRectangle = points.every(
    ([x, y]) =>
      (Math.abs(x - box[0]) < 0.01 || Math.abs(x - box[2]) < 0.01) &&
      (Math.abs(y - box[1]) < 0.01 || Math.abs(y - box[3]) < 0.01),
  );
  const [thin, long] = sides(box);
  return isRectangle && thin <= MAX_RULE_THICKNESS && long >= MIN_RULE_LENGTH ? box : undefined;
}

/** Rules along one line whose ends meet or overlap, as one rule; horizontal first, top to bottom. */
function joinRules(rules: readonly BBox[]): BBox[] {
  const horizontal = rules.filter((box) => box[2] - box[0] >= box[3] - box[1]);
  const vertical = rules.filter((box) => box[2] - box[0] < box[3] - box[1]);
  const transposed = (box: BBox): BBox => [box[1], box[0], box[3], box[2]];
  return [...joinAlong(horizontal), ...joinAlong(vertical.map(transposed)).map(transposed)];
}

/** Joins horizontal rules on one line (centres within the tolerance) whose ranges touch. */
function joinAlong(rules: readonly BBox[]): BBox[] {
  const centre = (box: BBox) => (box[1] + box[3]) / 2;
  const sorted = [...rules].sort((a, b) => centre(a) - centre(b) || a[0] - b[0]);
  const joined: BBox[] = [];
  let line: BBox[] = [];
  const flush = () => {
    line.sort((a, b) => a[0] - b[0]);
    let open: BBox | undefined;
    for (const box of line) {
      if (open && box[0] <= open[2] + JOIN_TOLERANCE)
        open = [
          open[0],
          Math.min(open[1], box[1]),
          Math.max(open[2], box[2]),
          Math.max(open[3], box[3]),
        ];
      else {
        if (open) joined.push(open);
        open = box;
      }
    }
    if (open) joined.push(open);
    line = [];
  };
  for (const box of sorted) {
    const first = line[0];
    if (first && centre(box) - centre(first) > JOIN_TOLERANCE) flush();
    line.push(box);
  }
  flush();
  return joined;
}

function boxOf(points: readonly Point[]): BBox {
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The box's thin and long side. */
function sides(box: BBox): [number, number] {
  const width = box[2] - box[0];
  const height = box[3] - box[1];
  return width < height ? [width, height] : [height, width];
}
