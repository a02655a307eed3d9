/**
 * Words as OCR misspells them. Recognition confuses glyphs that look alike (l, 1 and I; 0 and O;
 * 5 and S; 8 and B; "rn" and "m") and drops, doubles or swaps single letters ("ltemis" for
 * "Items", "Susmary" for "Summary"). A text layer spells its words as printed, so only words
 * read by OCR are compared this way.
 */

/** Glyphs OCR takes for one another, each mapped to one representative. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '5': 's',
  $: 's',
  '8': 'b',
};

/** Below this length one edit turns too many words into others ("cash"/"case"): only look-alikes count. */
const MIN_EDITED_LENGTH = 5;

/** The token with look-alike glyphs made one ("g5t" → "gst", "ltem" → "item"). */
export function foldLookalikes(token: string): string {
  return token.replace(/rn/g, 'm').replace(/[015l|!$8]/g, (glyph) => LOOKALIKES[glyph] ?? glyph);
}

/**
 * Whether `token`, as OCR read it, may be `word` (a vocabulary word): the same after folding
 * look-alikes, or, where `word` has five letters or more, one letter dropped, added, changed or
 * swapped.
 */
export function isOcrSpelling(token: string, word: string): boolean {
  if (token === word) return true;
  const read = foldLookalikes(token);
  const meant = foldLookalikes(word);
  if (read === meant) return true;
  if (meant.length < MIN_EDITED_LENGTH) return false;
  return withinOneEdit(read, meant);
}

/** Optimal string alignment distance ≤ 1, without building the matrix. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (start === a.length && start === b.length) return true;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA.slice(1) === restB.slice(1)) return true; // changed
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // added or dropped
  return restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0]
    ? restA.slice(2) === restB.slice(2) // swapped
    : false;
}
