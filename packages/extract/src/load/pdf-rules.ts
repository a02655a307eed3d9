/**
 * The ruling lines of a PDF page: horizontal and vertical strokes and thin filled rectangles from
 * its drawing operators, read with pdf.js whichever backend reads the text. A ruled table's lines
 * say where its rows and cells end where whitespace cannot (a cell whose text wraps).
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { BBox } from '@docsift/core/ocr';

/** Thicker than this (in points) a filled rectangle is a box or a shading, not a rule. */
const MAX_RULE_THICKNESS = 3;
/** Shorter than this (in points) a stroke is a tick, a glyph part or a dash, not a rule. */
const MIN_RULE_LENGTH = 4;
/** Ends of rules this close (in points) on one line are one rule drawn in pieces (a border per cell). */
const JOIN_TOLERANCE = 1.5;
/** A hostile page may draw without end: only this many operators are read, and this many rules kept. */
export const MAX_RULE_OPERATORS = 50_000;
export const MAX_RULES = 2_000;
/** pdf.js's operator list is awaited this long; a page drawn slower than that is read without rules. */
const OPERATOR_LIST_TIMEOUT_MS = 3_000;

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

type Matrix = [number, number, number, number, number, number];
type Point = [number, number];

/**
 * The page's rules as boxes in PDF points, origin top-left, page rotation applied (as its words'
 * boxes are): a horizontal rule is wider than high, a vertical one higher than wide. Rules drawn in
 * pieces along one line are joined. Empty when the page cannot be drawn in time.
 */
export async function pdfjsPageRules(page: PDFPageProxy): Promise<BBox[]> {
  const viewport = page.getViewport({ scale: 1 });
  const operators = await withTimeout(page.getOperatorList(), OPERATOR_LIST_TIMEOUT_MS);
  if (!operators) return [];
  const toPage = (matrix: Matrix, x: number, y: number): Point =>
    viewport.convertToViewportPoint(
      matrix[0] * x + matrix[2] * y + matrix[4],
      matrix[1] * x + matrix[3] * y + matrix[5],
    ) as Point;
  const rules: BBox[] = [];
  const stack: Matrix[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const count = Math.min(operators.fnArray.length, MAX_RULE_OPERATORS);
  for (let index = 0; index < count && rules.length < MAX_RULES * 4; index++) {
    const fn = operators.fnArray[index];
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? matrix;
    else if (fn === OPS.transform) matrix = multiply(matrix, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      if (Array.isArray(args?.[0])) matrix = multiply(matrix, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? matrix;
    else if (fn === OPS.constructPath && args) {
      const [paint, [data] = []] = args as [number, ArrayLike<number>[]];
      if (!data) continue;
      const current = matrix;
      const subpaths = readSubpaths(data, (x, y) => toPage(current, x, y));
      if (STROKES.has(paint) || FILL_STROKES.has(paint))
        for (const subpath of subpaths) rules.push(...strokedRules(subpath));
      if (FILLS.has(paint) || FILL_STROKES.has(paint))
        for (const subpath of subpaths) {
          const rule = filledRule(subpath);
          if (rule) rules.push(rule);
        }
    }
  }
  return joinRules(rules).slice(0, MAX_RULES);
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

function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = inner;
  return [
    a * outer[0] + b * outer[2],
    a * outer[1] + b * outer[3],
    c * outer[0] + d * outer[2],
    c * outer[1] + d * outer[3],
    e * outer[0] + f * outer[2] + outer[4],
    e * outer[1] + f * outer[3] + outer[5],
  ];
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
