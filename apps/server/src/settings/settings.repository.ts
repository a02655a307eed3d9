import type { Language, UserSettings } from '@docsift/core/settings';
import type { RetentionDays } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export interface StoredSettings extends UserSettings {
  role: Role;
}

export function createSettingsRepository(db: Kysely<Tables>) {
  return {
    async insertDefaults(userId: string, language: Language, at: number): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, language, upload_retention: null, role: 'free', updated_at: at })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },

    async find(userId: string): Promise<StoredSettings | null> {
      const row = await db
        .selectFrom('user_settings')
        .select(['language', 'upload_retention', 'role'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        language: row.language as Language,
        uploadRetention: row.upload_retention as RetentionDays | null,
        role: row.role as Role,
      };
    },

    async update(userId: string, patch: Partial<StoredSettings>, at: number): Promise<void> {
      await db
        .updateTable('user_settings')
        .set({
          updated_at: at,
          ...(patch.language !== undefined ? { language: patch.language } : {}),
          ...(patch.uploadRetention !== undefined
            ? { upload_retention: patch.uploadRetention }
            : {}),
          ...(patch.role !== undefined ? { role: patch.role } : {}),
        })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
