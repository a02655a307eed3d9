/**
 * What a correction teaches (issue 28, item 3): where the right value of a field stood on the
 * corrected document, described so it can be found again on the next document of the same
 * layout. The server stores lessons per doctype and passes them to every extraction.
 */
import { z } from 'zod';
import { bboxSchema } from '@docsift/core/ocr';
import { fieldValueSchema } from '@docsift/core/record';

/** Bounds that keep a stored lesson small whatever a document held. */
const MAX_ANCHOR_TOKENS = 8;
const MAX_FINGERPRINT_TOKENS = 400;

/** Where a value stands relative to a box, in the page's line heights ("units"). */
const offsetSchema = z.object({
  /** Value's left edge minus the anchor's left edge. */
  left: z.number().finite(),
  /** Value's right edge minus the anchor's right edge (amounts are right-aligned). */
  right: z.number().finite(),
  /** Value's vertical centre minus the anchor's. */
  down: z.number().finite(),
});

const placeSchema = z.discriminatedUnion('kind', [
  /** Beside or under a printed label: the label's words, and which of its occurrences. */
  z.object({
    kind: z.literal('label'),
    tokens: z.array(z.string().max(100)).min(1).max(MAX_ANCHOR_TOKENS),
    /** Occurrence of the label in reading order on the corrected document, and how many there were. */
    occurrence: z.number().int().min(0),
    occurrences: z.number().int().min(1),
    offset: offsetSchema,
  }),
  /** At a spot of the page, for values without a label (a name in the letterhead). */
  z.object({
    kind: z.literal('position'),
    /** Page index from the first page (0) or, when negative, from the last (-1). */
    page: z.number().int(),
    /** The value's box as shares of the page's width and height. */
    box: bboxSchema,
  }),
]);

export const lessonSchema = z.object({
  field: z.string().min(1).max(200),
  /** Distinct words of the corrected document (fingerprint.ts): which layout the lesson is for. */
  fingerprint: z.array(z.string().max(100)).max(MAX_FINGERPRINT_TOKENS),
  what: z.discriminatedUnion('kind', [
    /** The value is read where the place says; `words` is its length, or 0 for "to the end of its segment". */
    z.object({ kind: z.literal('located'), place: placeSchema, words: z.number().int().min(0) }),
    /** The value is not printed as such (a currency printed as a sign): it is the same on every document of the layout. */
    z.object({
      kind: z.literal('constant'),
      value: z.union([z.string(), z.number(), z.boolean()]),
    }),
    /**
     * The person corrected a misreading ("Guardian Health end Beauty"): on the layout's next
     * documents a value read nearly so is the person's spelling.
     */
    z.object({ kind: z.literal('spelling'), value: z.string().max(2000) }),
    /** The person emptied the value: documents of this layout do not hold it. */
    z.object({ kind: z.literal('absent') }),
  ]),
});
export type Lesson = z.infer<typeof lessonSchema>;
export type LessonPlace = z.infer<typeof placeSchema>;
export type LessonOffset = z.infer<typeof offsetSchema>;

/**
 * The worked example's text at most (about 1,000 tokens). It is sent with every request for every
 * document of the layout, so it costs on each call and takes room from the document's own text;
 * a layout shows in its first page's labels and letterhead, which this keeps.
 */
export const MAX_EXAMPLE_CHARS = 4_000;

/**
 * What a correction teaches the LLM engine: the corrected document's text and the values the
 * person left on it, shown in the prompt for documents of the same layout (worked-example.ts).
 */
export const workedExampleSchema = z.object({
  /** The corrected document's layout (fingerprint.ts). */
  fingerprint: z.array(z.string().max(100)).max(MAX_FINGERPRINT_TOKENS),
  /** Its text from the start, pages headed as in the prompt. */
  text: z.string().max(MAX_EXAMPLE_CHARS),
  /** Field key → the value the person confirmed or corrected. */
  values: z.record(z.string().max(200), fieldValueSchema),
});
export type WorkedExample = z.infer<typeof workedExampleSchema>;

export { MAX_FINGERPRINT_TOKENS };
