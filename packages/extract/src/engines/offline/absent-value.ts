/**
 * Marks that a table prints in a numeric cell to say it has no value: dashes, "n.a.", "NA",
 * dots, "x". Such a cell is filled as far as the row's shape goes (the row is a record like its
 * neighbours) but gives no value.
 */
import type { OcrWord } from '@docsift/core/ocr';

const ABSENT = /^(?:[-–—]{1,3}|n\.?\s?[ab/]\.?|n\.?\s?v\.?|\.{2,3}|…|\(?x\)?|nil)$/i;

export function isAbsentValue(words: readonly OcrWord[]): boolean {
  return words.length > 0 && ABSENT.test(words.map((word) => word.text).join(''));
}
