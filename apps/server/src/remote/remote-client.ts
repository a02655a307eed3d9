/**
 * The typed client the remote verbs (`upload`, `records`) talk through: the server at
 * DOCSIFT_URL, as the owner of DOCSIFT_API_KEY. Its failures become one line each that says
 * what to fix: a variable not set, a server not reached, a key refused.
 */
import type { DocsiftClient } from '@docsift/client/client';
import { createClient, DocsiftApiError } from '@docsift/client/client';
import type { CliIo } from '../platform/cli-io.ts';

export interface Remote {
  client: DocsiftClient;
  url: string;
}

export function remoteOf(env: CliIo['env']): Remote {
  const url = env.DOCSIFT_URL?.trim();
  const apiKey = env.DOCSIFT_API_KEY?.trim();
  if (!url)
    throw new Error(
      'DOCSIFT_URL is not set: the address of a running Docsift server, e.g. DOCSIFT_URL=http://localhost:3000',
    );
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url))
    throw new Error(`DOCSIFT_URL is not an http(s) address: ${url}`);
  if (!apiKey)
    throw new Error(
      'DOCSIFT_API_KEY is not set: an API key (dsk_…) from the account page or `docsift api-keys create`',
    );
  const reaching = async (request: Request) => {
    try {
      return await fetch(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      throw new Error(`could not reach DOCSIFT_URL ${url}: ${causeOf(error)}`);
    }
  };
  return { client: createClient({ url, apiKey, fetch: reaching }), url };
}

/** Runs a remote verb; an error answer of the API becomes its code and message in one line. */
export async function withRemote<T>(
  env: CliIo['env'],
  run: (remote: Remote) => Promise<T>,
): Promise<T> {
  const remote = remoteOf(env);
  try {
    return await run(remote);
  } catch (error) {
    if (!(error instanceof DocsiftApiError)) throw error;
    if (error.status === 401)
      throw new Error(`${remote.url} refused DOCSIFT_API_KEY (${error.code}: ${error.message})`);
    throw new Error(`${error.code}: ${error.message}`);
  }
}

/** fetch rejects with "fetch failed"; what failed (ECONNREFUSED, a bad certificate) is its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  return cause?.message ?? cause?.code ?? String((error as Error).message ?? error);
}
