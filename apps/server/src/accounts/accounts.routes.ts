/** /api/me and /api/account: the caller's identity, profile, password and deletion. */
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  updateProfileBodySchema,
} from '@docsift/core/auth';
import { meSchema } from '@docsift/core/me';
import type { AuthService } from '../auth/auth.service.ts';
import { clientOf } from '../auth/authenticate.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { AccountsService } from './accounts.service.ts';
import { errorAnswers, noContent } from '../platform/http/route-answers.ts';

interface AccountsRoutesDeps {
  accounts: AccountsService;
  authService: AuthService;
}

export function accountsRoutes(
  app: HttpServer,
  { accounts, authService }: AccountsRoutesDeps,
): void {
  app.get(
    '/api/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'Read the caller: identity, plan and credits',
        response: { 200: meSchema },
      },
    },
    async (request) => accounts.getMe(callerOf(request).userId),
  );

  app.patch(
    '/api/account',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Change the display name',
        body: updateProfileBodySchema,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await authService.setDisplayName(userId, request.body.displayName);
      return accounts.getMe(userId);
    },
  );

  app.post(
    '/api/account/password',
    {
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password',
        response: { ...noContent, ...errorAnswers('auth/wrong-password', 'auth/weak-password') },
        body: changePasswordBodySchema,
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      await authService.changePassword(
        userId,
        { current: request.body.currentPassword, next: request.body.password },
        sessionId,
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        operationId: 'deleteAccount',
        summary: 'Delete the account and everything it holds',
        response: noContent,
        body: deleteAccountBodySchema,
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      await accounts.deleteAccount(userId, request.body.email);
      reply.header('set-cookie', await authService.logout(clientOf(request)));
      return reply.status(204).send();
    },
  );
}
