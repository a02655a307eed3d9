/**
 * What an extraction learns from: the doctype's newest lessons and worked examples, each checked
 * against extract's schema as it is read.
 */
import {
  lessonSchema,
  workedExampleSchema,
  type Lesson,
  type WorkedExample,
} from '@docsift/extract/learning/lesson';
import type { z } from 'zod';
import type { LessonsRepository } from './lessons.repository.ts';

/**
 * Lessons one extraction reads at most: they travel to the extraction process with the task,
 * and each is compared with the document's layout.
 */
export const MAX_LESSONS_APPLIED = 500;

/** The doctype's lessons, newest first; one that no longer fits the schema is skipped, not fatal. */
export async function lessonsToApply(
  lessons: Pick<LessonsRepository, 'newest'>,
  doctypeId: string,
): Promise<Lesson[]> {
  return parsedAll(lessonSchema, await lessons.newest(doctypeId, MAX_LESSONS_APPLIED));
}

/**
 * Worked examples one extraction reads at most (the LLM engine shows the one of the document's
 * layout): each is a few kB of text that travels with the task.
 */
export const MAX_EXAMPLES_APPLIED = 20;

/** The doctype's worked examples, newest first; one that no longer fits the schema is skipped. */
export async function examplesToApply(
  lessons: Pick<LessonsRepository, 'newestExamples'>,
  doctypeId: string,
): Promise<WorkedExample[]> {
  return parsedAll(
    workedExampleSchema,
    await lessons.newestExamples(doctypeId, MAX_EXAMPLES_APPLIED),
  );
}

function parsedAll<T>(schema: z.ZodType<T>, stored: readonly string[]): T[] {
  return stored.flatMap((text) => {
    const parsed = schema.safeParse(parseJson(text));
    return parsed.success ? [parsed.data] : [];
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
