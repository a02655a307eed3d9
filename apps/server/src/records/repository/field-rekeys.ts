/**
 * Fields being re-keyed (docs/records-storage.md): a change of a doctype's fields marks, in its
 * own transaction, each field whose rows in record_values it made stale (its type changed, it
 * was added or removed); the rekey job (rekey-fields-job.ts) brings their rows to the current
 * fields in batches and clears the marks. Queries compare a marked field by keys computed from
 * the records meanwhile (record-query.ts).
 */
import type { Field } from '@docsift/core/doctype';
import type { ReviewRules } from '@docsift/core/review';
import type { Kysely } from 'kysely';
import { newId } from '../../platform/db/new-id.ts';
import type { Tables } from '../../platform/db/schema.ts';
import { REVIEW_KEY } from './record-values.ts';

type KeyedField = Pick<Field, 'key' | 'type' | 'required'>;

export interface FieldRekey {
  fieldKey: string;
  generation: string;
}

/** Fields added, removed or of another type: their keys in record_values are stale. */
export function staleFieldKeys(
  before: readonly KeyedField[],
  after: readonly KeyedField[],
): string[] {
  const typeOf = (fields: readonly KeyedField[], key: string) =>
    fields.find((field) => field.key === key)?.type;
  const keys = new Set([...before, ...after].map((field) => field.key));
  return [...keys].filter((key) => typeOf(before, key) !== typeOf(after, key));
}

/**
 * Whether the records' review states may differ under `after` (another threshold, required
 * fields, validation rules or checks; captions too, as checks name fields by them): REVIEW_KEY
 * is then re-keyed.
 */
export function isReviewStale(before: ReviewRules, after: ReviewRules): boolean {
  const reviewed = ({ reviewThreshold, checks = [], fields }: ReviewRules) =>
    JSON.stringify([
      reviewThreshold,
      checks,
      fields
        // A field no rule reads changes no state: adding one restates nothing.
        .filter((field) => field.required || field.rules || checks.length > 0)
        .map(({ key, type, required, caption, rules }) => [key, type, !!required, caption, rules])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
  return reviewed(before) !== reviewed(after);
}

type Rules = ReviewRules & { fields: readonly KeyedField[] };

/**
 * Marks the fields the change made stale, each with a new generation (a pass running meanwhile
 * then leaves its mark for another pass), and REVIEW_KEY when the records' review states may
 * change. True when some are marked: the job must run.
 * The doctypes repository's FieldsChangeHook: give it the change's transaction.
 */
export async function markStaleFields(
  trx: Kysely<Tables>,
  doctypeId: string,
  before: Rules,
  after: Rules,
): Promise<boolean> {
  const keys = [
    ...staleFieldKeys(before.fields, after.fields),
    ...(isReviewStale(before, after) ? [REVIEW_KEY] : []),
  ];
  if (keys.length === 0) return false;
  await trx
    .insertInto('field_rekeys')
    .values(keys.map((key) => ({ doctype_id: doctypeId, field_key: key, generation: newId('') })))
    .onConflict((conflict) =>
      conflict
        .columns(['doctype_id', 'field_key'])
        .doUpdateSet((eb) => ({ generation: eb.ref('excluded.generation') })),
    )
    .execute();
  return true;
}

export function createFieldRekeys(db: Kysely<Tables>) {
  return {
    async of(doctypeId: string): Promise<FieldRekey[]> {
      const rows = await db
        .selectFrom('field_rekeys')
        .select(['field_key', 'generation'])
        .where('doctype_id', '=', doctypeId)
        .orderBy('field_key')
        .execute();
      return rows.map((row) => ({ fieldKey: row.field_key, generation: row.generation }));
    },

    /** Clears the marks a pass started from, unless the field changed again since. */
    async clear(doctypeId: string, marks: readonly FieldRekey[]): Promise<void> {
      for (const mark of marks)
        await db
          .deleteFrom('field_rekeys')
          .where('doctype_id', '=', doctypeId)
          .where('field_key', '=', mark.fieldKey)
          .where('generation', '=', mark.generation)
          .execute();
    },

    /** Doctypes with marked fields: a worker starting queues their job again. */
    async doctypes(): Promise<string[]> {
      const rows = await db.selectFrom('field_rekeys').select('doctype_id').distinct().execute();
      return rows.map((row) => row.doctype_id);
    },
  };
}

export type FieldRekeys = ReturnType<typeof createFieldRekeys>;
