/**
 * Which way a PDF page's text runs, read off the text matrices it is drawn with: the direction
 * each run's baseline takes on the page, counted by glyphs. Unlike the words' order in a text
 * layer, this holds for a page of one-word cells too.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { walkOperators, type Point } from './pdf-operators.ts';
import type { Turn } from './upright-text.ts';

/** The share of the page's glyphs that must run one way for the page to read that way. */
const DOMINANT_SHARE = 0.8;

/** The page's turn, or undefined where its text runs no one way (or it could not be read in time). */
export async function pdfjsTextTurn(page: PDFPageProxy): Promise<Turn | undefined> {
  const glyphsPerTurn = new Map<Turn, number>();
  const read = await walkOperators(page, {
    text(glyphs, from, to) {
      const turn = turnOf(from, to);
      glyphsPerTurn.set(turn, (glyphsPerTurn.get(turn) ?? 0) + glyphs);
    },
  });
  if (!read) return undefined;
  const total = [...glyphsPerTurn.values()].reduce((sum, glyphs) => sum + glyphs, 0);
  for (const [turn, glyphs] of glyphsPerTurn) if (glyphs >= total * DOMINANT_SHARE) return turn;
  return undefined;
}

/** A baseline running right reads upright; left, upside down; down or up the page, sideways. */
function turnOf([x0, y0]: Point, [x1, y1]: Point): Turn {
  const [dx, dy] = [x1 - x0, y1 - y0];
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 'none' : 'upside-down';
  return dy > 0 ? 'reads-down' : 'reads-up';
}
