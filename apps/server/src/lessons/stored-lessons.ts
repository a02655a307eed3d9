/** The lessons an extraction applies: the doctype's newest, each checked against extract's schema as it is read. */
import type { Lesson } from '@docsift/extract/learning/lesson';
import { lessonSchema } from '@docsift/extract/learning/lesson';
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
  const stored = await lessons.newest(doctypeId, MAX_LESSONS_APPLIED);
  return stored.flatMap((text) => {
    const parsed = lessonSchema.safeParse(parseJson(text));
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
