import type { OcrDocument } from '@docsift/core/ocr';
import { windowPrompt } from './extraction-prompt.ts';
import { estimateTokens, pageWindows } from './page-windows.ts';

// Room kept for the instructions and the answer when showing a document for suggestions or calibration.
const RESERVED_TOKENS = 2_048;
const MIN_EXCERPT_TOKENS = 512;

/** The document's first pages as they fit in the context: enough to see what it holds. */
export function documentExcerpt(
  ocr: OcrDocument,
  contextTokens: number,
  instructions: string,
): string {
  const budget = Math.max(
    MIN_EXCERPT_TOKENS,
    contextTokens - RESERVED_TOKENS - estimateTokens(instructions),
  );
  const pages = ocr.pages.filter((page) => page.text.trim() !== '');
  const [first] = pageWindows(pages, budget, false);
  return first ? windowPrompt(first, 0, 1, 'one:single') : '(the document has no text)';
}
