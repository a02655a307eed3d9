import { describe, expect, it } from 'vitest';
import { flashNoticeFor } from './flash-param.ts';

const t = (key: string) => `t(${key})`;

describe('flashNoticeFor', () => {
  it('shows successfully_saved for flash=saved as a success notice', () => {
    expect(flashNoticeFor('saved', t)).toEqual({ message: 't(successfully_saved)' });
  });

  it('shows a catalogue code as a danger notice that stays', () => {
    expect(flashNoticeFor('auth/invalid-credential', t)).toEqual({
      message: 't(errors.auth/invalid-credential)',
      type: 'danger',
      withCloseButton: true,
    });
  });

  it('says a session ended elsewhere as a warning that stays', () => {
    expect(flashNoticeFor('session-ended', t)).toEqual({
      message: 't(auth.session_ended)',
      type: 'warning',
      withCloseButton: true,
    });
  });

  it('ignores anything else', () => {
    expect(flashNoticeFor('<script>', t)).toBeUndefined();
  });
});
