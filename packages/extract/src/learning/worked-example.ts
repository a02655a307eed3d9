/**
 * The LLM engine's worked example (lesson.ts): the corrected document's text, read when a person
 * corrects it, and the example of a new document's layout, chosen when it is extracted.
 */
import type { OcrDocument } from '@docsift/core/ocr';
import { fingerprintSimilarity, layoutFingerprint, MIN_LAYOUT_SIMILARITY } from './fingerprint.ts';
import { MAX_EXAMPLE_CHARS, type WorkedExample } from './lesson.ts';

/** The part of an example read from the corrected document; the values come from its record. */
export type ExampleDocument = Omit<WorkedExample, 'values'>;

const CUT_MARK = '\n[…]';

export function exampleDocument(ocr: OcrDocument): ExampleDocument {
  const text = ocr.pages
    .filter((page) => page.text.trim() !== '')
    .map((page) => `--- Page ${page.number} ---\n${page.text}`)
    .join('\n');
  return { fingerprint: layoutFingerprint(ocr), text: cut(text) };
}

/** The text within MAX_EXAMPLE_CHARS, cut after a whole line where there is one. */
function cut(text: string): string {
  if (text.length <= MAX_EXAMPLE_CHARS) return text;
  const room = text.slice(0, MAX_EXAMPLE_CHARS - CUT_MARK.length);
  const lineEnd = room.lastIndexOf('\n');
  return `${lineEnd > 0 ? room.slice(0, lineEnd) : room}${CUT_MARK}`;
}

/**
 * The example of the layout closest to this document's, if one is close enough to be the same
 * layout; among equally close ones the first (examples come newest first).
 */
export function matchingExample(
  ocr: OcrDocument,
  examples: readonly WorkedExample[],
): WorkedExample | undefined {
  if (examples.length === 0) return undefined;
  const fingerprint = layoutFingerprint(ocr);
  let best: { example: WorkedExample; similarity: number } | undefined;
  for (const example of examples) {
    const similarity = fingerprintSimilarity(fingerprint, example.fingerprint);
    if (similarity >= MIN_LAYOUT_SIMILARITY && similarity > (best?.similarity ?? 0))
      best = { example, similarity };
  }
  return best?.example;
}
