/**
 * Third-party sign-in through the OpenID Connect provider of OIDC_*: start, the callback
 * (handled by better-auth under authBasePath) and the failure landing.
 */
import { AppError } from '@docsift/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userText } from '@docsift/core/user-text';
import { z } from 'zod';
import type { Config } from '../platform/config/config.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import type { Auth } from './auth.ts';
import { authBasePath } from './auth.ts';
import type { AuthService } from './auth.service.ts';
import { safeRedirectPath } from './auth.service.ts';
import { redirect } from '../platform/http/route-answers.ts';

interface OidcRoutesDeps {
  config: Pick<Config, 'oidc' | 'publicUrl'>;
  auth: Auth;
  authService: AuthService;
}

const afterSignIn = '/dashboard';
const loginWithFlash = (code: string) => `/login?flash=${encodeURIComponent(code)}`;

export function oidcRoutes(app: HttpServer, { config, auth, authService }: OidcRoutesDeps): void {
  app.get(
    '/api/auth/providers',
    {
      schema: {
        operationId: 'listSignInProviders',
        summary: 'Which third-party sign-in is set up',
        response: { 200: z.object({ oidc: z.object({ name: z.string() }).nullable() }) },
      },
    },
    async () => ({
      oidc: config.oidc ? { name: config.oidc.name } : null,
    }),
  );

  app.get(
    '/api/auth/oidc/start',
    {
      schema: {
        operationId: 'startOidcSignIn',
        summary: 'Start signing in with the OpenID Connect provider',
        response: redirect(
          'To the provider’s sign-in page; to /login with a flash when it cannot start',
        ),
        querystring: z.object({ r: userText().optional() }),
      },
    },
    async (request, reply) => {
      if (!config.oidc) return reply.redirect(loginWithFlash('auth/provider-not-configured'));
      try {
        const { url, setCookies } = await authService.startOidc(
          safeRedirectPath(request.query.r, afterSignIn),
        );
        reply.header('set-cookie', setCookies);
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC sign-in could not start');
        return reply.redirect(
          loginWithFlash(error instanceof AppError ? error.code : 'auth/provider-not-configured'),
        );
      }
    },
  );

  // better-auth lands every OAuth failure here with ?error=<its code>; the web shows a flash.
  app.get(
    '/api/auth/oidc/failed',
    {
      schema: {
        operationId: 'oidcSignInFailed',
        summary: 'Land a failed OpenID Connect sign-in',
        response: redirect('To /login with a flash saying the sign-in failed'),
      },
    },
    async (request, reply) => {
      request.log.warn({ query: request.query }, 'OIDC sign-in failed');
      return reply.redirect(loginWithFlash('auth/invalid-credential'));
    },
  );

  app.get(
    `${authBasePath}/callback/:providerId`,
    {
      schema: {
        operationId: 'finishOidcSignIn',
        summary: 'Finish signing in with the OpenID Connect provider (its redirect target)',
        response: redirect(
          'To the page asked for at the start, signed in; or to /api/auth/oidc/failed',
        ),
      },
    },
    (request, reply) => forwardToBetterAuth(auth, config.publicUrl, request, reply),
  );
}

/** Hands the (GET, query-mode) callback to better-auth's own handler and copies its answer back. */
async function forwardToBetterAuth(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.ip);
  const response = await auth.handler(
    new Request(`${publicUrl}${request.url}`, { method: 'GET', headers }),
  );
  reply.status(response.status);
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(await response.text());
}
