import type { AcceptedInvitation, InviteBody, InviteResponse, Team } from '@docsift/core/team';
import type { Doctype } from '@docsift/core/doctype';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import { useSignedInMe } from '../auth/me-query.ts';

export const teamKeys = {
  one: (doctypeId: string) => ['team', doctypeId] as const,
};

const path = (doctypeId: string) => `/api/doctypes/${encodeURIComponent(doctypeId)}`;

export const getTeam = (doctypeId: string) => apiRequest<Team>('GET', `${path(doctypeId)}/members`);
/** Adds an existing account at once, else mails the address an invitation. Author only. */
export const inviteMember = (doctypeId: string, body: InviteBody) =>
  apiRequest<InviteResponse>('POST', `${path(doctypeId)}/members`, body);
/** The author removes a member; a member removes themself (leaves). */
export const removeMember = (doctypeId: string, userId: string) =>
  apiRequest<void>('DELETE', `${path(doctypeId)}/members/${encodeURIComponent(userId)}`);
export const revokeInvitation = (doctypeId: string, invitationId: string) =>
  apiRequest<void>('DELETE', `${path(doctypeId)}/invitations/${encodeURIComponent(invitationId)}`);
export const acceptInvitation = (token: string) =>
  apiRequest<AcceptedInvitation>('POST', '/api/invitations/accept', { token });

export function useTeam(doctypeId: string) {
  return useQuery({ queryKey: teamKeys.one(doctypeId), queryFn: () => getTeam(doctypeId) });
}

/** Whether the signed-in user authored the doctype: only they share, webhook and delete it. */
export function useIsDoctypeAuthor(doctype: Pick<Doctype, 'author'>): boolean {
  return useSignedInMe().uid === doctype.author;
}
