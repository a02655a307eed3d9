/**
 * The typed client (@docsift/client) over a Playwright request context: calls go through the
 * context, so its cookies sign them in (with `page.request`, the page's own session) and its
 * baseURL names the server.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DocsiftClient } from '@docsift/client/client';
import { createClient } from '@docsift/client/client';

/** openapi-fetch builds absolute URLs; only their path and query reach the context. */
const placeholderOrigin = 'http://request-context.invalid';

/**
 * A request context answers only once the whole body arrived, which the live event stream never
 * does: refused, so that waiting for uploads asks for them instead.
 */
const streamingPaths = new Set(['/api/events']);

/** Statuses whose Response must have no body. */
const bodiless = new Set([101, 204, 205, 304]);

export function apiClientOf(request: APIRequestContext): DocsiftClient {
  return createClient({
    url: placeholderOrigin,
    fetch: async (sent) => {
      const { pathname, search } = new URL(sent.url);
      if (streamingPaths.has(pathname)) return new Response(null, { status: 501 });
      const body = sent.body ? Buffer.from(await sent.arrayBuffer()) : undefined;
      const answer = await request.fetch(pathname + search, {
        method: sent.method,
        headers: Object.fromEntries(sent.headers),
        ...(body && { data: body }),
      });
      return new Response(bodiless.has(answer.status()) ? null : await answer.body(), {
        status: answer.status(),
        headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
      });
    },
  });
}
