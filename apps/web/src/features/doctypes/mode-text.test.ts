import { doctypeModes } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import en from '../../lib/i18n/locales/en.ts';
import { modeKey } from './mode-text.ts';

describe('modeKey', () => {
  it('names a text and a hint for every mode without the i18next namespace separator', () => {
    for (const mode of doctypeModes) {
      expect(modeKey(mode)).not.toContain(':');
      expect(en.doctypes.modes).toHaveProperty([modeKey(mode)], expect.any(String));
      expect(en.doctypes.mode_hints).toHaveProperty([modeKey(mode)], expect.any(String));
    }
  });
});
