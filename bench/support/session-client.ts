/**
 * The typed client (@docsift/client) signed in with a test HttpClient's session: each request
 * carries its cookies, as a browser's would.
 */
import type { DocsiftClient } from '@docsift/client/client';
import { createClient } from '@docsift/client/client';
import type { HttpClient } from '@docsift/server/testing/http-client';

export function sessionClient(session: HttpClient): DocsiftClient {
  return createClient({
    url: session.baseUrl,
    fetch: (request) => {
      request.headers.set(
        'cookie',
        [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
      return fetch(request);
    },
  });
}
