import type { Member } from '@docsift/core/team';
import { describe, expect, it } from 'vitest';
import { inviterName, nameOf } from './member-name.ts';

const author: Member = {
  userId: 'user-1',
  name: '',
  email: 'ada@example.com',
  isAuthor: true,
  invitedBy: null,
  joined: 0,
};

describe('member names', () => {
  it('reads a member without a display name by the e-mail address', () => {
    expect(nameOf(author)).toBe('ada@example.com');
    expect(nameOf({ ...author, name: 'Ada' })).toBe('Ada');
  });

  it('names an inviter without a display name by their e-mail when they are in the team', () => {
    expect(inviterName({ userId: 'user-1', name: '' }, [author])).toBe('ada@example.com');
    expect(inviterName({ userId: 'user-9', name: 'Gone' }, [author])).toBe('Gone');
  });
});
