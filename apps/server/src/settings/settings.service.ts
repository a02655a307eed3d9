import { AppError } from '@docsift/core/errors';
import { effectiveRetention } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';
import { roleOrFree } from '@docsift/core/roles';
import type { UpdateSettingsBody, UserSettings } from '@docsift/core/settings';
import type { SettingsRepository } from './settings.repository.ts';

export function createSettingsService(settings: SettingsRepository, now: () => number = Date.now) {
  async function get(userId: string): Promise<UserSettings> {
    const stored = await settings.find(userId);
    if (!stored) throw new AppError('unauthenticated');
    return { language: stored.language, uploadRetention: stored.uploadRetention };
  }

  /** The plan's role; `free` for a user without settings or with an unknown role. */
  async function roleOf(userId: string): Promise<Role> {
    return roleOrFree((await settings.find(userId))?.role);
  }

  return {
    get,
    roleOf,

    /** Days a new upload is kept: the user's choice, capped by the plan. */
    async uploadRetentionDays(userId: string): Promise<number> {
      const stored = await settings.find(userId);
      return effectiveRetention(await roleOf(userId), stored?.uploadRetention);
    },

    /** Stores the retention as chosen; the plan cap applies where it is used (effectiveRetention). */
    async update(userId: string, patch: UpdateSettingsBody): Promise<UserSettings> {
      await settings.update(userId, patch, now());
      return get(userId);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
