/** /api/auth/*: register, sign-in, sign-out and password reset (the contract in docs/operations.md). */
import {
  loginBodySchema,
  registerBodySchema,
  resetConfirmBodySchema,
  resetRequestBodySchema,
} from '@docsift/core/auth';
import type { Me } from '@docsift/core/me';
import { meSchema, sessionStateSchema } from '@docsift/core/me';
import { userText } from '@docsift/core/user-text';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import type { AuthRateLimiter } from './auth-rate-limiter.ts';
import type { AuthService } from './auth.service.ts';
import { clientOf } from './authenticate.ts';
import { errorAnswers, noContent } from '../platform/http/route-answers.ts';

interface AuthRoutesDeps {
  authService: AuthService;
  /** The signed-in user as GET /api/me answers (accounts own it; auth only signs in). */
  getMe: (userId: string) => Promise<Me>;
  rateLimiter: AuthRateLimiter;
}

export function authRoutes(
  app: HttpServer,
  { authService, getMe, rateLimiter }: AuthRoutesDeps,
): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Register an account and sign in',
        body: registerBodySchema,
        response: { 201: meSchema, ...errorAnswers('auth/email-already-in-use') },
      },
    },
    async (request, reply) => {
      const { email, password, displayName, language } = request.body;
      await rateLimiter.attempt(request.ip, email);
      const session = await authService.register(
        { email, password, displayName, language },
        clientOf(request),
      );
      reply.header('set-cookie', session.setCookies);
      return reply.status(201).send(await getMe(session.userId));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: meSchema, ...errorAnswers('auth/invalid-credential') },
      },
    },
    async (request, reply) => {
      await rateLimiter.attempt(request.ip, request.body.email);
      const session = await authService.login(request.body, clientOf(request));
      reply.header('set-cookie', session.setCookies);
      return getMe(session.userId);
    },
  );

  // The web app asks this at start-up, so a signed-out visit logs no failed request.
  app.get(
    '/api/auth/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'Read the browser’s session (signed out: `me` is null)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      const session = await authService.sessionUser(clientOf(request));
      if (!session) return { me: null };
      if (session.setCookies.length > 0) reply.header('set-cookie', session.setCookies);
      return { me: await getMe(session.userId) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { operationId: 'signOut', summary: 'Sign out', response: noContent } },
    async (request, reply) => {
      reply.header('set-cookie', await authService.logout(clientOf(request)));
      return reply.status(204).send();
    },
  );

  // Resets run after their answer; closing waits for them so no requested mail is lost.
  const pendingResets = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(pendingResets);
  });

  app.post(
    '/api/auth/reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password-reset link by e-mail',
        response: noContent,
        body: resetRequestBodySchema,
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      await rateLimiter.attempt(request.ip, email);
      // Started once the answer is out, lookup and mail included: the delay must not tell
      // known e-mails from unknown ones.
      setImmediate(() => {
        const reset = authService
          .requestPasswordReset(email, language)
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset not sent'))
          .finally(() => pendingResets.delete(reset));
        pendingResets.add(reset);
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/action',
    {
      schema: {
        operationId: 'checkPasswordResetCode',
        summary: 'Check a password-reset code',
        response: {
          200: z.object({ email: z.string() }),
          ...errorAnswers('auth/invalid-action-code'),
        },
        querystring: z.object({
          mode: z.literal('resetPassword'),
          oobCode: userText().min(1).max(512),
        }),
      },
    },
    async (request) => authService.checkResetCode(request.query.oobCode),
  );

  app.post(
    '/api/auth/action',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset code',
        response: {
          ...noContent,
          ...errorAnswers('auth/invalid-action-code', 'auth/weak-password'),
        },
        body: resetConfirmBodySchema,
      },
    },
    async (request, reply) => {
      await authService.confirmPasswordReset(request.body.oobCode, request.body.password);
      return reply.status(204).send();
    },
  );
}
