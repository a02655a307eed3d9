/** Helvetica advance widths (AFM, per 1000 em) of ASCII 32..126. */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const DEFAULT_WIDTH = 556;

/**
 * Where each character of a text run starts and ends, as fractions 0..1 of the run's width.
 * The PDF text layer gives a run's total width only; Helvetica's proportions split it far closer
 * to the real glyph positions than equal shares would, for the sans fonts most invoices use.
 */
export function characterOffsets(text: string): number[] {
  const widths = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 32 && code <= 126 ? HELVETICA_ASCII[code - 32]! : DEFAULT_WIDTH;
  });
  const total = widths.reduce((sum, width) => sum + width, 0) || 1;
  const offsets = [0];
  let running = 0;
  for (const width of widths) {
    running += width;
    offsets.push(running / total);
  }
  return offsets;
}
