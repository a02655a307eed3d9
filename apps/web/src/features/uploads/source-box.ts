import type { BBox, OcrPage } from '@docsift/core/ocr';

/** A box as CSS percentages of its page. */
export interface PageBox {
  left: string;
  top: string;
  width: string;
  height: string;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;

/**
 * Where a value's box sits on its page, as percentages: the OCR JSON measures pages in their
 * own units (PDF points, image pixels), so relative positions fit the page at any rendered size.
 * Null when the box has no area (a DOCX table cell has a page but no geometry) or the page no size.
 */
export function boxOnPage(bbox: BBox, page: Pick<OcrPage, 'width' | 'height'>): PageBox | null {
  const [x0, y0, x1, y1] = bbox;
  if (page.width <= 0 || page.height <= 0 || x1 <= x0 || y1 <= y0) return null;
  return {
    left: percent(x0, page.width),
    top: percent(y0, page.height),
    width: percent(x1 - x0, page.width),
    height: percent(y1 - y0, page.height),
  };
}
