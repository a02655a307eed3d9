import type { Member } from '@docsift/core/team';

/** How a member reads in the team list: the display name, else (none set) the e-mail address. */
export const nameOf = (member: Pick<Member, 'name' | 'email'>): string =>
  member.name || member.email;

/**
 * Who invited someone. The answer carries the inviter's display name only, which may be empty:
 * then the inviter's e-mail, when they are in the team (the author always is).
 */
export function inviterName(invitedBy: { userId: string; name: string }, team: Member[]): string {
  const member = team.find(({ userId }) => userId === invitedBy.userId);
  return member ? nameOf(member) : invitedBy.name;
}
