/** `docsift doctypes share`: the author's invitation from the shell, as the Share dialog sends it. */
import type { TeamsService } from './teams.service.ts';

interface ShareCommandServices {
  accounts: { findUserIdByEmail(email: string): Promise<string> };
  teams: Pick<TeamsService, 'invite'>;
}

/** Answers whether the address was added (an account) or invited (a mail with a link). */
export async function shareDoctypeCommand(
  services: ShareCommandServices,
  options: { email: string; doctype: string; with: string },
): Promise<string> {
  const author = await services.accounts.findUserIdByEmail(options.email);
  const answer = await services.teams.invite(author, options.doctype, { email: options.with });
  return 'member' in answer
    ? `added ${answer.member.email} to ${options.doctype}\n`
    : `invited ${answer.invitation.email} to ${options.doctype} (the link expires ${new Date(answer.invitation.expires).toISOString()})\n`;
}
