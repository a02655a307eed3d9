import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  inviteBodySchema,
  inviteResponseSchema,
  teamSchema,
} from '@docsift/core/team';
import { userText } from '@docsift/core/user-text';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import { errorAnswers, noContent } from '../platform/http/route-answers.ts';
import type { TeamsService } from './teams.service.ts';

const memberParams = idParams.extend({ userId: userText().max(200) });
const invitationParams = idParams.extend({ invitationId: userText().max(200) });

export function teamsRoutes(app: HttpServer, teams: TeamsService): void {
  app.get(
    '/api/doctypes/:id/members',
    {
      schema: {
        operationId: 'listDoctypeMembers',
        summary: "List a doctype's team (and, for its author, the open invitations)",
        params: idParams,
        response: { 200: teamSchema },
      },
    },
    async (request) => teams.list(callerOf(request).userId, request.params.id),
  );

  app.post(
    '/api/doctypes/:id/members',
    {
      schema: {
        operationId: 'inviteDoctypeMember',
        summary: 'Add an account to the team, or mail an invitation to an address without one',
        params: idParams,
        body: inviteBodySchema,
        response: {
          201: inviteResponseSchema.describe('An existing account, added at once.'),
          202: inviteResponseSchema.describe('An invitation mailed to the address.'),
          ...errorAnswers('team/already-member'),
        },
      },
    },
    async (request, reply) => {
      const answer = await teams.invite(callerOf(request).userId, request.params.id, request.body);
      return reply.status('member' in answer ? 201 : 202).send(answer);
    },
  );

  app.delete(
    '/api/doctypes/:id/members/:userId',
    {
      schema: {
        operationId: 'removeDoctypeMember',
        summary: 'Remove a member (the author) or leave (oneself)',
        params: memberParams,
        response: { ...noContent, ...errorAnswers('team/author-stays') },
      },
    },
    async (request, reply) => {
      await teams.remove(callerOf(request).userId, request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/doctypes/:id/invitations/:invitationId',
    {
      schema: {
        operationId: 'revokeDoctypeInvitation',
        summary: 'Withdraw an invitation not yet accepted',
        params: invitationParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await teams.revoke(callerOf(request).userId, request.params.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary: "Join the team an invitation's link is for",
        body: acceptInvitationBodySchema,
        response: {
          200: acceptedInvitationSchema,
          ...errorAnswers(
            'team/invitation-used',
            'team/invitation-expired',
            'team/invitation-other-account',
          ),
        },
      },
    },
    async (request) => teams.accept(callerOf(request).userId, request.body.token),
  );
}
