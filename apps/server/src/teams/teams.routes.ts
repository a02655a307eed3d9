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
import type { TeamsService } from './teams.service.ts';

const memberParams = idParams.extend({ userId: userText().max(200) });
const invitationParams = idParams.extend({ invitationId: userText().max(200) });

export function teamsRoutes(app: HttpServer, teams: TeamsService): void {
  app.get(
    '/api/doctypes/:id/members',
    { schema: { params: idParams, response: { 200: teamSchema } } },
    async (request) => teams.list(callerOf(request).userId, request.params.id),
  );

  app.post(
    '/api/doctypes/:id/members',
    {
      schema: {
        params: idParams,
        body: inviteBodySchema,
        response: { 201: inviteResponseSchema, 202: inviteResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await teams.invite(callerOf(request).userId, request.params.id, request.body);
      return reply.status('member' in answer ? 201 : 202).send(answer);
    },
  );

  app.delete(
    '/api/doctypes/:id/members/:userId',
    { schema: { params: memberParams } },
    async (request, reply) => {
      await teams.remove(callerOf(request).userId, request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/doctypes/:id/invitations/:invitationId',
    { schema: { params: invitationParams } },
    async (request, reply) => {
      await teams.revoke(callerOf(request).userId, request.params.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        body: acceptInvitationBodySchema,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => teams.accept(callerOf(request).userId, request.body.token),
  );
}
