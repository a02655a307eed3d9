/**
 * Learning from corrections (issue 28, item 3): what a doctype learned, as its team sees it.
 * `GET /api/doctypes/:id/lessons` counts the corrections each field learned from;
 * `DELETE /api/doctypes/:id/lessons?field=` forgets one field's lessons (all without `field`).
 */
import { z } from 'zod';
import { userText } from './user-text.ts';

/** Lessons kept per doctype and field: a new one pushes out the oldest. */
export const MAX_LESSONS_PER_FIELD = 50;

/** Field key → how many corrections the field learned from; fields with none are absent. */
export const lessonCountsSchema = z.object({
  fields: z.record(z.string(), z.number().int().positive()),
});
export type LessonCounts = z.infer<typeof lessonCountsSchema>;

export const forgetLessonsQuerySchema = z.object({
  /** The field whose lessons go; without it, every field's. */
  field: userText().max(64).optional(),
});
export type ForgetLessonsQuery = z.infer<typeof forgetLessonsQuerySchema>;
