/** The pages of a document as tokenized lines, computed once per extraction. */
import type { OcrDocument, OcrPage } from '@docsift/core/ocr';
import { medianHeight, pageLines } from '../../layout/text-line.ts';
import { tokenizeLine, type TokenizedLine } from './line-tokens.ts';

export interface PageLayout {
  page: OcrPage;
  lines: TokenizedLine[];
  /** Median word height: the page's unit for "close" and "far". */
  unit: number;
}

export function layoutDocument(ocr: OcrDocument): PageLayout[] {
  return ocr.pages.map((page) => ({
    page,
    lines: pageLines(page).map(tokenizeLine),
    unit: medianHeight(page.words),
  }));
}
