/**
 * The lessons table: one lesson per corrected cell, the newest MAX_LESSONS_PER_FIELD per doctype
 * and field; and lesson_examples: per corrected record, the LLM engine's worked example.
 */
import { MAX_LESSONS_PER_FIELD } from '@docsift/core/lessons';
import type { Kysely } from 'kysely';
import { newId } from '../platform/db/new-id.ts';
import type { Tables } from '../platform/db/schema.ts';

export interface NewLesson {
  doctypeId: string;
  uploadId: string;
  recordId: string;
  field: string;
  /** The lesson's JSON. */
  lesson: string;
  userId: string | null;
  at: number;
}

export interface NewLessonExample {
  doctypeId: string;
  uploadId: string;
  recordId: string;
  /** The example's JSON. */
  example: string;
  at: number;
}

export function createLessonsRepository(db: Kysely<Tables>) {
  /** Drops the field's lessons past the newest MAX_LESSONS_PER_FIELD, so a busy field cannot grow without bound. */
  async function keepNewest(doctypeId: string, field: string): Promise<void> {
    await db
      .deleteFrom('lessons')
      .where('doctype_id', '=', doctypeId)
      .where('field_key', '=', field)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('lessons')
          .select('id')
          .where('doctype_id', '=', doctypeId)
          .where('field_key', '=', field)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MAX_LESSONS_PER_FIELD),
      )
      .execute();
  }

  return {
    /** Stores the cell's lesson, replacing the one an earlier correction of the same cell taught. */
    async save(lesson: NewLesson): Promise<void> {
      const row = {
        lesson: lesson.lesson,
        user_id: lesson.userId,
        created_at: lesson.at,
      };
      await db
        .insertInto('lessons')
        .values({
          id: newId('lesson-'),
          doctype_id: lesson.doctypeId,
          upload_id: lesson.uploadId,
          record_id: lesson.recordId,
          field_key: lesson.field,
          ...row,
        })
        .onConflict((conflict) => conflict.columns(['record_id', 'field_key']).doUpdateSet(row))
        .execute();
      await keepNewest(lesson.doctypeId, lesson.field);
    },

    /** The cell's lesson goes (its value is the extracted one again, or taught nothing). */
    async remove(recordId: string, field: string): Promise<void> {
      await db
        .deleteFrom('lessons')
        .where('record_id', '=', recordId)
        .where('field_key', '=', field)
        .execute();
    },

    /** The lessons learned on these records go with them (a person deleted them). */
    /** Returns whether there was anything to forget. */
    async removeOfRecords(recordIds: readonly string[]): Promise<boolean> {
      if (recordIds.length === 0) return false;
      const [lessons] = await db
        .deleteFrom('lessons')
        .where('record_id', 'in', recordIds)
        .execute();
      const [examples] = await db
        .deleteFrom('lesson_examples')
        .where('record_id', 'in', recordIds)
        .execute();
      return Number(lessons?.numDeletedRows ?? 0) + Number(examples?.numDeletedRows ?? 0) > 0;
    },

    /** Stores the record's worked example, replacing the one an earlier correction of it left. */
    async saveExample(example: NewLessonExample): Promise<void> {
      const row = { example: example.example, created_at: example.at };
      await db
        .insertInto('lesson_examples')
        .values({
          record_id: example.recordId,
          doctype_id: example.doctypeId,
          upload_id: example.uploadId,
          ...row,
        })
        .onConflict((conflict) => conflict.column('record_id').doUpdateSet(row))
        .execute();
    },

    /**
     * The doctype's newest worked examples as stored (JSON), newest first, at most `limit`. Only
     * records that still keep a lesson show one: what was forgotten, or set back to the
     * extracted values, teaches the LLM nothing either.
     */
    async newestExamples(doctypeId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lesson_examples')
        .select('example')
        .where('doctype_id', '=', doctypeId)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('lessons')
              .select('lessons.id')
              .whereRef('lessons.record_id', '=', 'lesson_examples.record_id'),
          ),
        )
        .orderBy('created_at', 'desc')
        .orderBy('record_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.example);
    },

    /** The doctype's newest lessons as stored (JSON), newest first, at most `limit`. */
    async newest(doctypeId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lessons')
        .select('lesson')
        .where('doctype_id', '=', doctypeId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.lesson);
    },

    /** Field key → how many lessons the doctype keeps for it. */
    async counts(doctypeId: string): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('lessons')
        .select((eb) => ['field_key', eb.fn.countAll<number | string>().as('count')])
        .where('doctype_id', '=', doctypeId)
        .groupBy('field_key')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.field_key, Number(row.count)]));
    },

    /**
     * Forgets the doctype's lessons of `field`, or of every field without one. The worked
     * examples of the records that taught them go too: each shows the field's corrected value.
     */
    async forget(doctypeId: string, field?: string): Promise<void> {
      let examples = db.deleteFrom('lesson_examples').where('doctype_id', '=', doctypeId);
      if (field !== undefined)
        examples = examples.where('record_id', 'in', (eb) =>
          eb
            .selectFrom('lessons')
            .select('record_id')
            .where('doctype_id', '=', doctypeId)
            .where('field_key', '=', field),
        );
      await examples.execute();
      let query = db.deleteFrom('lessons').where('doctype_id', '=', doctypeId);
      if (field !== undefined) query = query.where('field_key', '=', field);
      await query.execute();
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
