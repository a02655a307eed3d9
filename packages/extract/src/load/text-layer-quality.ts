import type { OcrWord } from '@docsift/core/ocr';

/** Fewer visible characters than this and the page is treated as a scan (a stray page number is not content). */
const MIN_CHARACTERS = 12;
/** Above this share of unreadable characters the layer is a broken font encoding, not text. */
const MAX_GARBAGE_SHARE = 0.2;

/**
 * Whether a page's text layer is real text worth keeping, or the page should be OCR'd:
 * scans have none or a few characters, broken encodings give replacement, private-use and control characters.
 */
export function isUsableTextLayer(words: readonly OcrWord[]): boolean {
  const characters = words.map((word) => word.text).join('');
  const visible = [...characters];
  if (visible.length < MIN_CHARACTERS) return false;
  const garbage = visible.filter((char) => /[\uFFFD\p{Co}\p{Cc}\p{Cs}]/u.test(char)).length;
  return garbage / visible.length <= MAX_GARBAGE_SHARE;
}
