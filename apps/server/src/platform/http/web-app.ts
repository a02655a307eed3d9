/**
 * Serves the built SPA (apps/web/dist): hashed assets are immutable, everything else is
 * revalidated; any non-/api GET that matches no file gets index.html so client routes work,
 * except sign-in and register, which are rendered on the server (signed-out-pages.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authenticate } from './http-server.ts';
import { registerSignedOutPages } from './signed-out-pages.ts';

const immutable = 'public, max-age=31536000, immutable';

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  authenticate?: Authenticate,
): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // dist/.ssr (the page renderer) and dist/.vite (the build manifest) are not for browsers.
    dotfiles: 'ignore',
    // The web build writes .br and .gz beside each asset; serving them saves compressing per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      const isHashedAsset = file.startsWith(path.join(webDist, 'assets') + path.sep);
      res.setHeader('cache-control', isHashedAsset ? immutable : 'no-cache');
    },
  });
  if (authenticate) registerSignedOutPages(app, { webDist, authenticate, sendIndexHtml });
  return true;
}

export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
