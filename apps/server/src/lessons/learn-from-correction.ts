/**
 * What the learn job does (learn-job.ts): for each corrected cell of a record, the lesson its
 * value teaches on the record's document, read in an extraction process from the upload's stored
 * OCR, replaces the cell's earlier lesson. A cell whose value is the extracted one again, or
 * whose correction teaches nothing, keeps no lesson. The record's document text and values
 * become the LLM engine's worked example for the layout (extract's worked-example.ts). The
 * doctype's team hears that its lessons changed: open fields pages recount them.
 */
import type { Doctype, DoctypeMode, Field } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import type { LearnedField } from '@docsift/extract/learning/learn';
import type { WorkedExample } from '@docsift/extract/learning/lesson';
import type { ExtractionPool } from '../pipeline/extraction-pool.ts';
import { withLocalCopy } from '../pipeline/local-copy.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { LearnPayload } from './learn-job.ts';
import type { LessonsRepository } from './lessons.repository.ts';

/** The modes lessons apply in (extract's applyLessons): one record per document, or per page. */
const LEARNING_MODES: readonly DoctypeMode[] = ['one:single', 'single'];

/** Generous for reading one document's words in an extraction process on a busy machine. */
const LEARN_WORK_MS = 120_000;

export interface LearningDeps {
  doctypes: { find(id: string): Promise<Doctype | null>; teamOf(id: string): Promise<string[]> };
  records: { find(doctypeId: string, recordId: string): Promise<DocRecord | null> };
  uploads: { find(id: string): Promise<Upload | null> };
  lessons: Pick<LessonsRepository, 'save' | 'remove' | 'saveExample'>;
  storage: Pick<Storage, 'get'>;
  pool: Pick<ExtractionPool, 'run'>;
  events: Pick<EventBus, 'publish'>;
  /** Where the OCR's local copy is written for the extraction process. */
  tmpDir: string;
  now?: () => number;
}

/** The page most of the record's values were read on: a page-per-record doctype's record came from it. */
export function pageOf(record: Pick<DocRecord, 'sources'>): number | undefined {
  const counts = new Map<number, number>();
  for (const { page } of Object.values(record.sources))
    counts.set(page, (counts.get(page) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
}

const learnedField = ({ key, type, caption, description }: Field): LearnedField => ({
  key,
  type,
  caption,
  description,
});

/** One learn job's cells: the record, its document's stored OCR and page, who corrected them. */
interface Corrections {
  doctypeId: string;
  record: DocRecord;
  /** The storage key of the record's upload's OCR JSON. */
  ocrKey: string;
  /** A page-per-record doctype's record is learned on its page alone. */
  page: number | undefined;
  /** The corrected fields. */
  fields: readonly Field[];
  /** Every field of the doctype: the worked example shows the record's whole answer. */
  allFields: readonly Field[];
  userId: string | null;
}

export function createLearning({ now = Date.now, ...deps }: LearningDeps) {
  /** One extraction task for all the cells, which reads the document once. */
  async function learnCells(corrections: Corrections, signal: AbortSignal): Promise<void> {
    const { doctypeId, record, page, fields, allFields, userId } = corrections;
    const { lessons, example } = await withLocalCopy(
      deps.tmpDir,
      () => deps.storage.get(corrections.ocrKey),
      (ocrPath) => {
        const task = {
          kind: 'learn',
          ocrPath,
          ...(page !== undefined && { page }),
          corrections: fields.map((field) => ({
            field: learnedField(field),
            value: record.data[field.key] ?? null,
          })),
        } as const;
        return deps.pool.run(task, { timeoutMs: LEARN_WORK_MS, signal });
      },
    );
    for (const [index, field] of fields.entries()) {
      const lesson = lessons[index];
      if (!lesson) await deps.lessons.remove(record.id, field.key);
      else
        await deps.lessons.save({
          doctypeId,
          uploadId: record.upload,
          recordId: record.id,
          field: field.key,
          lesson: JSON.stringify(lesson),
          userId,
          at: now(),
        });
    }
    const values = Object.fromEntries(
      allFields.map((field) => [field.key, record.data[field.key] ?? null]),
    );
    await deps.lessons.saveExample({
      doctypeId,
      uploadId: record.upload,
      recordId: record.id,
      example: JSON.stringify({ ...example, values } satisfies WorkedExample),
      at: now(),
    });
  }

  /**
   * The cells' lessons replaced or dropped; false when none was touched (the doctype, record or
   * document is gone, or the doctype's mode does not learn).
   */
  async function learnFrom(
    { doctypeId, recordId, fields, userId }: LearnPayload,
    signal: AbortSignal,
  ): Promise<boolean> {
    const doctype = await deps.doctypes.find(doctypeId);
    if (!doctype || !LEARNING_MODES.includes(doctype.mode)) return false;
    const record = await deps.records.find(doctypeId, recordId);
    if (!record) return false;
    const corrected = doctype.fields.filter((field) => fields.includes(field.key));
    const isEdited = (field: Field) => Object.hasOwn(record.edits, field.key);
    const toLearn = corrected.filter(isEdited);
    const isAnyDropped = toLearn.length < corrected.length;
    // Set back to the extracted value (its edit gone): the cell teaches nothing any more.
    for (const field of corrected.filter((candidate) => !isEdited(candidate)))
      await deps.lessons.remove(record.id, field.key);
    if (toLearn.length === 0) return isAnyDropped;
    const ocrKey = (await deps.uploads.find(record.upload))?.file.ocr;
    if (!ocrKey) return isAnyDropped;
    const page = doctype.mode === 'single' ? pageOf(record) : undefined;
    // A page's record whose page is unknown (no value has a source): nothing to learn on.
    if (doctype.mode === 'single' && page === undefined) return isAnyDropped;
    await learnCells(
      { doctypeId, record, ocrKey, page, fields: toLearn, allFields: doctype.fields, userId },
      signal,
    );
    return true;
  }

  return {
    /** The learn job's work, told to the doctype's team when it changed the lessons. */
    async learn(payload: LearnPayload, signal: AbortSignal): Promise<void> {
      if (!(await learnFrom(payload, signal))) return;
      const { doctypeId } = payload;
      await deps.events.publish(await deps.doctypes.teamOf(doctypeId), {
        type: 'lessons',
        doctype: doctypeId,
      });
    },
  };
}

export type Learning = ReturnType<typeof createLearning>;
