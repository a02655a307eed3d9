/**
 * A doctype's team (spec sections 3 and 6): its members, and the invitations sent to addresses
 * that had no account yet. `GET, POST /api/doctypes/:id/members`, `DELETE …/members/:userId`.
 */
import { z } from 'zod';
import { userText } from './user-text.ts';

export const INVITATION_ID_PREFIX = 'invitation-';
/** How long an invitation's link joins the team. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** The web route an invitation mail links to: `/invitations/<token>`. */
export const INVITATION_PATH = '/invitations/';

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The doctype's author: the one who deletes it and manages sharing, webhooks and mail. */
  isAuthor: z.boolean(),
  /** Who added them; null for the author and for a member whose inviter's account is gone. */
  invitedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** When they joined (the doctype's creation for the author). */
  joined: z.number(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string().startsWith(INVITATION_ID_PREFIX),
  email: z.string(),
  invitedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  created: z.number(),
  expires: z.number(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The team as its members see it; pending invitations only for the author. */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const inviteBodySchema = z
  .object({
    email: userText().trim().min(1, 'email_required').max(254).email('email_invalid').toLowerCase(),
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

/** 201 for an existing account (added at once), 202 for an invitation mailed to the address. */
export const inviteResponseSchema = z.union([
  z.object({ member: memberSchema }),
  z.object({ invitation: invitationSchema }),
]);
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const acceptInvitationBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** The doctype the accepted invitation joined, to open it. */
export const acceptedInvitationSchema = z.object({ doctype: z.string(), title: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
