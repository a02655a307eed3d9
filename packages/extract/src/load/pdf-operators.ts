/**
 * A page's pdf.js operator list walked with the transformation in force at each operator, so that
 * what the page draws (paths, text) can be read in page coordinates: PDF points, origin top-left,
 * page rotation applied, as its words' boxes are.
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Matrix = [number, number, number, number, number, number];
export type Point = [number, number];

/** A hostile page may draw without end: only this many operators are read. */
export const MAX_OPERATORS = 50_000;
/** pdf.js's operator list is awaited this long; a page drawn slower than that is not read. */
const OPERATOR_LIST_TIMEOUT_MS = 3_000;

const SHOW_TEXT = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
]);

export interface DrawingVisitor {
  /** A constructPath operator: its paint operator, path data and where its points fall. Return false to stop. */
  path?(paint: number, data: ArrayLike<number>, toPage: (x: number, y: number) => Point): boolean;
  /** Glyphs shown along a baseline that runs from `from` towards `to` (one text-space unit on). */
  text?(glyphs: number, from: Point, to: Point): void;
}

/** Walks the page's operators; false when pdf.js could not give them in time. */
export async function walkOperators(page: PDFPageProxy, visitor: DrawingVisitor): Promise<boolean> {
  const viewport = page.getViewport({ scale: 1 });
  const operators = await operatorsOf(page);
  if (!operators) return false;
  const toPage = (matrix: Matrix, x: number, y: number): Point =>
    viewport.convertToViewportPoint(
      matrix[0] * x + matrix[2] * y + matrix[4],
      matrix[1] * x + matrix[3] * y + matrix[5],
    ) as Point;
  const stack: Matrix[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  let textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  const count = Math.min(operators.fnArray.length, MAX_OPERATORS);
  for (let index = 0; index < count; index++) {
    const fn = operators.fnArray[index]!;
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? matrix;
    else if (fn === OPS.transform) matrix = multiply(matrix, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      if (Array.isArray(args?.[0])) matrix = multiply(matrix, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? matrix;
    else if (fn === OPS.beginText) textMatrix = [1, 0, 0, 1, 0, 0];
    // pdf.js gives the text matrix as one typed array.
    else if (fn === OPS.setTextMatrix && (args?.[0] as Matrix | undefined)?.length === 6)
      textMatrix = Array.from(args![0] as Matrix) as Matrix;
    else if (SHOW_TEXT.has(fn) && visitor.text && args) {
      const glyphs = (args.at(-1) as unknown[] | undefined)?.filter(
        (glyph) => typeof glyph === 'object' && glyph !== null,
      ).length;
      const shown = multiply(matrix, textMatrix);
      if (glyphs) visitor.text(glyphs, toPage(shown, 0, 0), toPage(shown, 1, 0));
    } else if (fn === OPS.constructPath && args && visitor.path) {
      const [paint, [data] = []] = args as [number, ArrayLike<number>[]];
      const current = matrix;
      if (data && !visitor.path(paint, data, (x, y) => toPage(current, x, y))) break;
    }
  }
  return true;
}

/** Each page's operator list, asked for once: the readers of one page share its time limit. */
const operatorLists = new WeakMap<PDFPageProxy, ReturnType<typeof readOperators>>();

function operatorsOf(page: PDFPageProxy): ReturnType<typeof readOperators> {
  const known = operatorLists.get(page);
  if (known) return known;
  const operators = readOperators(page);
  operatorLists.set(page, operators);
  return operators;
}

function readOperators(page: PDFPageProxy) {
  return withTimeout(page.getOperatorList(), OPERATOR_LIST_TIMEOUT_MS);
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
