import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { OcrWord } from '@docsift/core/ocr';
import { characterOffsets } from './glyph-widths.ts';

/** Used when a font gives no metrics: typical Latin ascent and descent, in em. */
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;
/** Runs this close (in em) with no space between them are one word split by the producer (kerning, styling). */
const JOIN_GAP_EM = 0.15;

type Point = [number, number];

interface Run {
  words: OcrWord[];
  /** Baseline start and end in page coordinates, to tell whether a run continues the previous one's last word. */
  start: Point;
  end: Point;
  fontSize: number;
  endsWithSpace: boolean;
}

/**
 * The words of a page's text layer with boxes in PDF points, origin top-left (page rotation applied),
 * in content-stream order. Each run's width is split over its characters by glyph proportions.
 */
export async function pdfjsPageWords(page: PDFPageProxy): Promise<OcrWord[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: OcrWord[] = [];
  let previous: Run | undefined;
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const style = content.styles[item.fontName];
    const run = runWords(
      item,
      style?.ascent || DEFAULT_ASCENT,
      style?.descent || DEFAULT_DESCENT,
      (x, y) => viewport.convertToViewportPoint(x, y) as Point,
    );
    if (!run) {
      previous = undefined;
      continue;
    }
    const [first, ...rest] = run.words;
    const last = words.at(-1);
    if (first && last && previous && continuesWord(previous, item, run)) {
      words[words.length - 1] = joinWords(last, first);
      words.push(...rest);
    } else {
      words.push(...run.words);
    }
    previous = item.hasEOL ? undefined : run;
  }
  return words;
}

function runWords(
  item: TextItem,
  ascent: number,
  descent: number,
  toPage: (x: number, y: number) => Point,
): Run | undefined {
  const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
  const fontSize = Math.hypot(c, d);
  const advanceScale = Math.hypot(a, b);
  if (!fontSize || !advanceScale) return undefined;
  // Unit vectors along the baseline and up the glyphs, in PDF user space.
  const along: Point = [a / advanceScale, b / advanceScale];
  const up: Point = [c / fontSize, d / fontSize];
  const offsets = characterOffsets(item.str);
  const at = (fraction: number, height: number): Point =>
    toPage(
      e + along[0] * item.width * fraction + up[0] * height,
      f + along[1] * item.width * fraction + up[1] * height,
    );
  const words: OcrWord[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const start = offsets[match.index]!;
    const end = offsets[match.index + match[0].length]!;
    const corners = [
      at(start, ascent * fontSize),
      at(start, descent * fontSize),
      at(end, ascent * fontSize),
      at(end, descent * fontSize),
    ];
    const xs = corners.map((point) => point[0]);
    const ys = corners.map((point) => point[1]);
    words.push({
      text: match[0],
      bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      conf: 1,
    });
  }
  return { words, start: at(0, 0), end: at(1, 0), fontSize, endsWithSpace: /\s$/.test(item.str) };
}

/** The run starts where the previous one ended, with no space between: one word split across runs. */
function continuesWord(previous: Run, item: TextItem, run: Run): boolean {
  if (previous.endsWithSpace || /^\s/.test(item.str)) return false;
  const distance = Math.hypot(run.start[0] - previous.end[0], run.start[1] - previous.end[1]);
  return distance < JOIN_GAP_EM * Math.max(previous.fontSize, run.fontSize);
}

function joinWords(first: OcrWord, second: OcrWord): OcrWord {
  return {
    text: first.text + second.text,
    bbox: [
      Math.min(first.bbox[0], second.bbox[0]),
      Math.min(first.bbox[1], second.bbox[1]),
      Math.max(first.bbox[2], second.bbox[2]),
      Math.max(first.bbox[3], second.bbox[3]),
    ],
    conf: 1,
  };
}
