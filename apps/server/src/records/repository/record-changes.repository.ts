/** The values people changed in records: written with the edit, read as a record's history. */
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordChange } from '@docsift/core/record';
import { RECORD_HISTORY_LIMIT } from '@docsift/core/record';
import type { Kysely } from 'kysely';
import { newId } from '../../platform/db/new-id.ts';
import type { Tables } from '../../platform/db/schema.ts';

export interface NewRecordChange {
  field: string;
  from: FieldValue;
  to: FieldValue;
  userId: string;
  at: number;
}

export function createRecordChangesRepository(db: Kysely<Tables>) {
  return {
    /** Called after the record's row was written in the same transaction, which orders its edits. */
    async add(recordId: string, changes: readonly NewRecordChange[]): Promise<void> {
      if (changes.length === 0) return;
      const last = await db
        .selectFrom('record_changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('record_id', '=', recordId)
        .executeTakeFirst();
      const after = Number(last?.seq ?? 0);
      await db
        .insertInto('record_changes')
        .values(
          changes.map((change, index) => ({
            id: newId('change-'),
            record_id: recordId,
            seq: after + index + 1,
            field_key: change.field,
            from_value: JSON.stringify(change.from),
            to_value: JSON.stringify(change.to),
            user_id: change.userId,
            created_at: change.at,
          })),
        )
        .execute();
    },

    /** The record's latest changes, newest first, with who made them while their account exists. */
    async of(recordId: string): Promise<RecordChange[]> {
      const rows = await db
        .selectFrom('record_changes as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.field_key',
          'c.from_value',
          'c.to_value',
          'c.user_id',
          'c.created_at',
          'u.name',
          'u.email',
        ])
        .where('c.record_id', '=', recordId)
        .orderBy('c.seq', 'desc')
        .limit(RECORD_HISTORY_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        field: row.field_key,
        from: JSON.parse(row.from_value) as FieldValue,
        to: JSON.parse(row.to_value) as FieldValue,
        by: row.email == null ? null : { id: row.user_id, name: row.name ?? '', email: row.email },
        at: Number(row.created_at),
      }));
    },
  };
}

export type RecordChangesRepository = ReturnType<typeof createRecordChangesRepository>;
