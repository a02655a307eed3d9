import { describe, expect, it } from 'vitest';
import { reachedDoctypeLimit } from './doctype-limit.ts';

describe('reachedDoctypeLimit', () => {
  const own = { author: 'me', state: 'ready' as const };

  it("gives the plan's limit once the user's ready doctypes fill it", () => {
    expect(reachedDoctypeLimit({ uid: 'me', role: 'free' }, [own, own, own])).toBe(3);
  });

  it('leaves out shared doctypes and drafts, and admins have no limit', () => {
    const others = [own, own, { author: 'someone', state: 'ready' as const }];
    expect([
      reachedDoctypeLimit({ uid: 'me', role: 'free' }, others),
      reachedDoctypeLimit({ uid: 'me', role: 'free' }, [own, own, { ...own, state: 'draft' }]),
      reachedDoctypeLimit({ uid: 'me', role: 'admin' }, [own, own, own]),
    ]).toEqual([null, null, null]);
  });
});
