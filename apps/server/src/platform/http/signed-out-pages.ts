/**
 * Sign-in and register as server-rendered HTML for visitors without a session, so the form
 * paints before the SPA's JavaScript has run (the SPA then hydrates it). The renderer is the
 * web build's dist/.ssr/server-render.mjs; without it, or with a session, the SPA's index.html
 * is served as for any other route.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticate } from './http-server.ts';

/** What apps/web/src/app/server-render.tsx exports. */
interface PageRenderer {
  renderPage(
    build: { template: string; manifest: unknown },
    request: { url: string; acceptLanguage?: string; cookie?: string; authProviders?: unknown },
  ): Promise<string | null>;
  /** The inline scripts of the rendered pages. */
  inlineScripts: string[];
}

const signedOutPagePaths = ['/login', '/register'];
const rendererFile = path.join('.ssr', 'server-render.mjs');
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The app's stylesheets inline: the first paint then waits for no request but the page's. */
function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) => `<style>${readFileSync(path.join(webDist, file), 'utf8')}</style>`,
  );
}

/** The build's chunk graph, which the renderer reads to preload the page's chunks. */
function readManifest(webDist: string): unknown {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The policy the security headers set, with the renderer's inline scripts allowed by their hashes. */
function allowingScripts(policy: string, scripts: string[]): string {
  const hashes = scripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return policy.replace(/script-src [^;]*/, (directive) => [directive, ...hashes].join(' '));
}

/** Brotli at a low quality: per request, a few milliseconds for a few kilobytes saved. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  }
  return reply.send(html);
}

export function registerSignedOutPages(
  app: FastifyInstance,
  options: {
    webDist: string;
    authenticate: Authenticate;
    sendIndexHtml: (reply: FastifyReply) => FastifyReply;
  },
): void {
  const { webDist, authenticate, sendIndexHtml } = options;
  const file = path.join(webDist, rendererFile);
  if (!existsSync(file)) return;
  const build = {
    template: inlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist),
    manifest: readManifest(webDist),
  };
  // Loaded on the first signed-out visit, not at start: parsed and warmed it holds about 125 MB,
  // which a process that only serves the API and runs jobs should not carry. That visitor waits
  // for the load; everyone after is served from the loaded renderer.
  let renderer: Promise<PageRenderer> | undefined;
  const rendererOnce = () =>
    (renderer ??= import(pathToFileURL(file).href) as Promise<PageRenderer>);

  // The third-party sign-in button is in the HTML when the page is rendered with the answer of
  // GET /api/auth/providers (fixed by the configuration: asked once); without it, it would
  // appear only after the browser's own request, moving the form down.
  let authProviders: Promise<unknown> | undefined;
  const authProvidersOnce = () =>
    (authProviders ??= app
      .inject({ method: 'GET', url: '/api/auth/providers' })
      .then((answer) => (answer.statusCode === 200 ? answer.json() : null))
      .catch(() => null));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await authenticate(request, reply)) return sendIndexHtml(reply);
    try {
      const { renderPage, inlineScripts } = await rendererOnce();
      const html = await renderPage(build, {
        url: request.url,
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
        authProviders: await authProvidersOnce(),
      });
      if (html !== null) {
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string')
          reply.header('content-security-policy', allowingScripts(policy, inlineScripts));
        return await sendHtml(request, reply, html);
      }
    } catch (error) {
      // The SPA renders the page itself; a rendering bug must not lock visitors out.
      request.log.error({ err: error }, 'server rendering failed');
    }
    return sendIndexHtml(reply);
  };
  for (const url of signedOutPagePaths) app.get(url, handler);
}
