import { AppError } from '@docsift/core/errors';
import type { UpdateSettingsBody, UserSettings } from '@docsift/core/settings';
import type { SettingsRepository } from './settings.repository.ts';

export function createSettingsService(settings: SettingsRepository, now: () => number = Date.now) {
  async function get(userId: string): Promise<UserSettings> {
    const stored = await settings.find(userId);
    if (!stored) throw new AppError('unauthenticated');
    return { language: stored.language, uploadRetention: stored.uploadRetention };
  }

  return {
    get,
    /** Stores the retention as chosen; the plan cap applies where it is used (effectiveRetention). */
    async update(userId: string, patch: UpdateSettingsBody): Promise<UserSettings> {
      await settings.update(userId, patch, now());
      return get(userId);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
