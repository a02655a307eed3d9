import os from 'node:os';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '@docsift/core/errors';
import type { BBox, OcrDocument, OcrPage, OcrWord } from '@docsift/core/ocr';
import { throwIfAborted } from './abort.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { openPdf } from './open-pdf.ts';
import { assertSafePdfStreams } from './pdf-stream-guard.ts';
import { pdfjsPageRules } from './pdf-rules.ts';
import { pdfjsPageWords } from './pdfjs-text-layer.ts';
import { pdfjsTextTurn } from './pdf-text-direction.ts';
import { uprightPage, type Turn } from './upright-text.ts';
import { pdfTextBackend, popplerPageWords } from './poppler-text-layer.ts';
import { readingOrder } from './reading-order.ts';
import { isUsableTextLayer } from './text-layer-quality.ts';

/** Pages rendered ahead of OCR: keeps every core busy while bounding the bitmaps held in memory. */
const MAX_PAGES_AWAITING_OCR = os.availableParallelism() + 1;

/**
 * A PDF page by page: the text layer where it is real text (poppler when available, else pdfjs),
 * OCR of the page rendered (at most 300 dpi, within a pixel budget) where it is missing or garbage.
 * Its images and streams are checked against the pixel and decompression limits before pdf.js
 * decodes any of them (once per file: a later slice trusts the first one's check). Boxes are in
 * PDF points.
 */
export async function loadPdf(
  bytes: Uint8Array,
  options: ResolvedLoadOptions,
): Promise<OcrDocument> {
  if (!options.slice?.isFileChecked) {
    await assertSafePdfStreams(bytes, options.limits);
    options.onStreamsChecked();
  }
  const pdf = await openPdf(bytes, { maxImagePixels: options.limits.maxPixels });
  try {
    const total = pdf.numPages;
    if (total > options.limits.maxPages) throw new AppError('file/too-many-pages');
    options.onPageCount(total);
    const { first, last, isTimeUp } = pageRange(options.slice, total);
    const popplerWords =
      pdfTextBackend(options.pdfTextBackend) === 'poppler'
        ? await popplerPageWords(bytes, first, last, options.signal)
        : undefined;
    let done = 0;
    const pageDone = (page: OcrPage): OcrPage => {
      done += 1;
      options.onProgress(done, total);
      return page;
    };
    const pages: Promise<OcrPage>[] = [];
    const awaitingOcr = new Set<Promise<OcrPage>>();
    for (let number = first; number <= last; number += 1) {
      throwIfAborted(options.signal);
      if (number > first && isTimeUp()) break;
      const page = await getPage(pdf, number);
      const words = popplerWords?.[number - first] ?? (await pdfjsPageWords(page).catch(corrupt));
      if (isUsableTextLayer(words)) {
        pages.push(
          Promise.resolve(
            pageDone(
              textLayerPage(page, words, await pdfjsPageRules(page), await pdfjsTextTurn(page)),
            ),
          ),
        );
        page.cleanup();
        continue;
      }
      while (awaitingOcr.size >= MAX_PAGES_AWAITING_OCR) await Promise.race(awaitingOcr);
      // Awaited before ocrPage starts rendering, which must begin before page.cleanup() below.
      const ocr = ocrPage(page, await loadOcrTools(), options).then(pageDone);
      page.cleanup();
      awaitingOcr.add(ocr);
      // Settled pages leave the set; a failure surfaces through Promise.all below, not as an unhandled rejection.
      ocr.then(
        () => awaitingOcr.delete(ocr),
        () => awaitingOcr.delete(ocr),
      );
      pages.push(ocr);
    }
    return { pages: await Promise.all(pages) };
  } finally {
    await pdf.destroy();
  }
}

/** The pages to read: all of them, or a slice that may end early when its time is up. */
function pageRange(slice: ResolvedLoadOptions['slice'], total: number) {
  if (!slice) return { first: 1, last: total, isTimeUp: () => false };
  const startedAt = Date.now();
  const isLongStart = slice.first === 1 && total > slice.maxPages;
  const pages = isLongStart ? (slice.longStartPages ?? slice.maxPages) : slice.maxPages;
  return {
    first: slice.first,
    last: Math.min(total, slice.first + pages - 1),
    isTimeUp: () => Date.now() - startedAt >= slice.maxMs,
  };
}

async function getPage(pdf: PDFDocumentProxy, number: number): Promise<PDFPageProxy> {
  return pdf.getPage(number).catch(corrupt);
}

function textLayerPage(
  page: PDFPageProxy,
  words: OcrWord[],
  rules: BBox[],
  turn: Turn | undefined,
): OcrPage {
  const viewport = page.getViewport({ scale: 1 });
  const upright = uprightPage(words, rules, viewport.width, viewport.height, turn);
  const { width, height } = upright;
  const ordered = readingOrder(upright.words);
  return {
    number: page.pageNumber,
    width,
    height,
    text: ordered.text,
    source: 'text-layer',
    words: ordered.words,
    ...(upright.rules.length > 0 ? { rules: upright.rules } : {}),
  };
}

/**
 * Rendering (canvas, sharp) and OCR (tesseract) load with the first page that needs them, so a
 * process that only ever reads text layers never carries them.
 */
async function loadOcrTools() {
  const [{ renderPdfPage }, { recognizeImage }] = await Promise.all([
    import('./render-pdf-page.ts'),
    import('../ocr/recognize-image.ts'),
  ]);
  return { renderPdfPage, recognizeImage };
}

async function ocrPage(
  page: PDFPageProxy,
  { renderPdfPage, recognizeImage }: Awaited<ReturnType<typeof loadOcrTools>>,
  options: ResolvedLoadOptions,
): Promise<OcrPage> {
  const { width, height } = page.getViewport({ scale: 1 });
  const rendered = await renderPdfPage(page).catch(corrupt);
  const recognized = await recognizeImage(rendered.image, {
    languages: options.languages,
    signal: options.signal,
    ...(options.ocrBackend ? { backend: options.ocrBackend } : {}),
  });
  const inPoints = recognized.words.map((word) => ({
    ...word,
    bbox: word.bbox.map((value) => value / rendered.scale) as OcrWord['bbox'],
  }));
  const ordered = readingOrder(inPoints);
  // A page scanned sideways is read turned upright, so its words lie on the page with sides swapped.
  const sideways = recognized.turn % 180 !== 0;
  return {
    number: page.pageNumber,
    width: sideways ? height : width,
    height: sideways ? width : height,
    text: ordered.text,
    source: 'ocr',
    words: ordered.words,
  };
}

function corrupt(cause: unknown): never {
  throw cause instanceof AppError ? cause : new AppError('file/corrupt', { cause });
}
