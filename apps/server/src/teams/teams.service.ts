/**
 * A doctype's team (issue 29): its members list it; its author invites by e-mail (an account
 * is added at once and told, an unknown address gets a mailed link that joins after sign-in or
 * registration, for 7 days) and removes members; a member leaves. Every change is a `team`
 * event to the team as it was and as it is, so a removed member's open pages lose the doctype.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type {
  AcceptedInvitation,
  InviteBody,
  InviteResponse,
  Member,
  Team,
} from '@docsift/core/team';
import { INVITATION_ID_PREFIX, INVITATION_LIFETIME_MS, inviteBodySchema } from '@docsift/core/team';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { newId } from '../platform/db/new-id.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invitationMail, sharedMail } from './team-mail.ts';
import type { TeamsRepository } from './teams.repository.ts';

interface TeamsServiceDeps {
  repository: TeamsRepository;
  doctypes: Pick<DoctypesService, 'get' | 'teamOf'>;
  settings: Pick<SettingsService, 'get'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: EventBus;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now?: () => number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createTeamsService({
  repository,
  doctypes,
  settings,
  notifications,
  events,
  mailer,
  publicUrl,
  now = Date.now,
}: TeamsServiceDeps) {
  /** The doctype when the caller is its author: not-found outside the team, 403 for a member. */
  async function authored(userId: string, doctypeId: string): Promise<Doctype> {
    const doctype = await doctypes.get(userId, doctypeId);
    if (doctype.author !== userId) throw new AppError('permission-denied');
    return doctype;
  }

  async function announce(doctypeId: string, alsoTo: readonly string[] = []): Promise<void> {
    const team = await doctypes.teamOf(doctypeId);
    await events.publish([...new Set([...team, ...alsoTo])], { type: 'team', doctype: doctypeId });
  }

  async function memberOf(doctypeId: string, userId: string): Promise<Member> {
    const member = (await repository.listMembers(doctypeId)).find((m) => m.userId === userId);
    if (!member) throw new AppError('not-found');
    return member;
  }

  return {
    async list(userId: string, doctypeId: string): Promise<Team> {
      const doctype = await doctypes.get(userId, doctypeId);
      return {
        members: await repository.listMembers(doctype.id),
        invitations:
          doctype.author === userId ? await repository.listOpenInvitations(doctype.id, now()) : [],
      };
    },

    /** Adds an existing account at once (`member`), else mails an invitation (`invitation`). Author only. */
    async invite(userId: string, doctypeId: string, body: InviteBody): Promise<InviteResponse> {
      const doctype = await authored(userId, doctypeId);
      const { email } = inviteBodySchema.parse(body);
      const inviter = await memberOf(doctype.id, userId);
      const shared = { inviter: inviter.name || inviter.email, title: doctype.title };
      const account = await repository.findUser(email);
      const at = now();
      if (account) {
        if (!(await repository.addMember(doctype.id, account.id, userId, at)))
          throw new AppError('team/already-member', { field: 'email' });
        await notifications.notify(account.id, {
          level: 'info',
          message: 'team/shared',
          doctype: doctype.id,
        });
        const { language } = await settings.get(account.id);
        await mailer.send(sharedMail(account.email, publicUrl, doctype.id, shared, language));
        await announce(doctype.id);
        return { member: await memberOf(doctype.id, account.id) };
      }
      const token = randomBytes(32).toString('base64url');
      const invitation = {
        id: newId(INVITATION_ID_PREFIX),
        doctypeId: doctype.id,
        email,
        invitedBy: userId,
        tokenHash: hashToken(token),
        created: at,
        expires: at + INVITATION_LIFETIME_MS,
      };
      await repository.insertInvitation(invitation);
      const { language } = await settings.get(userId);
      await mailer.send(invitationMail(email, publicUrl, token, shared, language));
      return {
        invitation: {
          id: invitation.id,
          email,
          invitedBy: { userId, name: inviter.name },
          created: invitation.created,
          expires: invitation.expires,
        },
      };
    },

    /** The author removes a member, or a member leaves; the author stays. */
    async remove(userId: string, doctypeId: string, memberId: string): Promise<void> {
      const doctype = await doctypes.get(userId, doctypeId);
      if (memberId !== userId && doctype.author !== userId) throw new AppError('permission-denied');
      if (memberId === doctype.author) throw new AppError('team/author-stays');
      if (!(await repository.removeMember(doctype.id, memberId))) throw new AppError('not-found');
      await announce(doctype.id, [memberId]);
    },

    /** Withdraws an invitation not yet accepted: its link stops working. Author only. */
    async revoke(userId: string, doctypeId: string, invitationId: string): Promise<void> {
      const doctype = await authored(userId, doctypeId);
      if (!(await repository.deleteOpenInvitation(doctype.id, invitationId)))
        throw new AppError('not-found');
    },

    /**
     * Joins the team the link's invitation is for, once, within 7 days, for the account with
     * the invited address; each other case has its own error.
     */
    async accept(userId: string, token: string): Promise<AcceptedInvitation> {
      const invitation = await repository.findInvitation(hashToken(token));
      if (!invitation) throw new AppError('not-found');
      if (invitation.acceptedBy !== null) throw new AppError('team/invitation-used');
      if (invitation.expires <= now()) throw new AppError('team/invitation-expired');
      const email = await repository.emailOf(userId);
      if (email?.toLowerCase() !== invitation.email)
        throw new AppError('team/invitation-other-account');
      if (!(await repository.accept(invitation, userId, now())))
        throw new AppError('team/invitation-used');
      await announce(invitation.doctypeId);
      const doctype = await doctypes.get(userId, invitation.doctypeId);
      return { doctype: doctype.id, title: doctype.title };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
