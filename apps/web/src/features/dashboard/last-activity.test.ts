import { describe, expect, it } from 'vitest';
import { lastActivityText } from './last-activity.ts';

const now = Date.UTC(2026, 10, 28, 12);

describe('lastActivityText', () => {
  it('says how long ago in the largest unit that fits, in the language', () => {
    expect(lastActivityText(now - 20_000, now, 'en')).toBe('now');
    expect(lastActivityText(now - 5 * 60_000 - 59_000, now, 'en')).toBe('5 minutes ago');
    expect(lastActivityText(now - 3 * 3600_000, now, 'de')).toBe('vor 3 Stunden');
    expect(lastActivityText(now - 26 * 3600_000, now, 'en')).toBe('yesterday');
    expect(lastActivityText(now - 40 * 24 * 3600_000, now, 'de')).toBe('letzten Monat');
  });

  it('treats a time a little ahead of this clock as now', () => {
    expect(lastActivityText(now + 5_000, now, 'en')).toBe('now');
  });
});
