/** Document-wide number and date conventions, read from the unambiguous values it prints. */
import type { OcrDocument } from '@docsift/core/ocr';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';

export function detectConventions(ocr: OcrDocument): NormalizeOptions {
  let commaDecimals = 0;
  let dotDecimals = 0;
  let dayFirst = 0;
  let monthFirst = 0;
  for (const page of ocr.pages) {
    const text = page.words.length > 0 ? page.words.map((word) => word.text).join(' ') : page.text;
    commaDecimals += count(text, /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,])/g);
    dotDecimals += count(text, /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,])/g);
    for (const match of text.matchAll(
      /(?<![\d./-])(\d{1,2})[/-](\d{1,2})[/-](?:\d{4}|\d{2})(?![\d/-])/g,
    )) {
      if (Number(match[1]) > 12) dayFirst++;
      if (Number(match[2]) > 12) monthFirst++;
    }
  }
  return {
    ...(commaDecimals !== dotDecimals ? { decimal: commaDecimals > dotDecimals ? ',' : '.' } : {}),
    ...(monthFirst > dayFirst ? { dateOrder: 'mdy' as const } : {}),
  };
}

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}
