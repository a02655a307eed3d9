/**
 * A typed client of the Docsift API: openapi-fetch over the paths of api-schema.ts, which
 * openapi-typescript generates from the server's OpenAPI document. Each call answers
 * `{data, error, response}`; `dataOf` turns an error answer into a thrown DocsiftApiError.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './api-schema.ts';

export type { paths, operations, components } from './api-schema.ts';
export type DocsiftClient = Client<paths>;
export type ApiErrorBody = components['schemas']['ApiErrorBody'];

export interface ClientOptions {
  /** The server's address, as DOCSIFT_URL holds it: `https://docsift.example.com`. */
  url: string;
  /** An API key (`dsk_…`), sent as `Authorization: Bearer`; without one, a cookie must sign in. */
  apiKey?: string;
  /** Sends each request instead of the global fetch (a browser test's request context, a proxy). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createClient({ url, apiKey, fetch }: ClientOptions): DocsiftClient {
  return createFetchClient<paths>({
    baseUrl: url.replace(/\/+$/, ''),
    ...(apiKey && { headers: { authorization: `Bearer ${apiKey}` } }),
    ...(fetch && { fetch }),
  });
}

/** An error answer of the API: its HTTP status and the catalogue's code (`credits/depleted`). */
export class DocsiftApiError extends Error {
  override name = 'DocsiftApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The data of a successful answer (undefined for a 204); an error answer is thrown. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  throw apiErrorOf(result.response.status, result.error);
}

/** The error of an answer's body, which a proxy in front of the server may not have written. */
export function apiErrorOf(status: number, body: unknown): DocsiftApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  return new DocsiftApiError(
    status,
    error?.code ?? `http/${status}`,
    error?.message ?? `the server answered HTTP ${status}`,
  );
}
