/**
 * One HTTP attempt of a webhook: the signed JSON body to the spec's URL through the SSRF guard,
 * with a deadline, no redirects followed, and the answer classified (success, worth a retry, or
 * final). The socket connects to the address the guard checked.
 */
import http from 'node:http';
import https from 'node:https';
import type { WebhookRequest } from '@docsift/core/webhook';
import { WEBHOOK_SIGNATURE_HEADER } from '@docsift/core/webhook';
import { networkErrorText, statusText } from './delivery-errors.ts';
import type { AddressPolicy } from './webhook-address.ts';
import { ForbiddenAddressError, guardedLookup, ipLiteralOf } from './webhook-address.ts';
import { signedHeaders } from './webhook-signature.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SendResult {
  /** The receiver's status; null when no answer came. */
  status: number | null;
  durationMs: number;
  /** Null on success; else what a person reads under the invocation. */
  error: string | null;
  /** A 5xx, 429, timeout or network error: another attempt may succeed. */
  isRetryable: boolean;
}

/** The delivery's id (the same on every retry) and the secrets that still verify, current first. */
export interface Signing {
  id: string;
  secrets: string[];
}

/** Headers a spec cannot set: the transport's and our signatures'. */
const reservedHeaders = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'user-agent',
  WEBHOOK_SIGNATURE_HEADER.toLowerCase(),
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

interface SenderOptions {
  policy: AddressPolicy;
  timeoutMs?: number;
  now?: () => number;
}

export function createWebhookSender({
  policy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  now = Date.now,
}: SenderOptions) {
  const lookup = guardedLookup(policy);
  // Keep-alive: a burst of deliveries to one receiver reuses its connections.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  function headersOf(request: WebhookRequest, body: string, signing: Signing) {
    const headers: Record<string, string> = {};
    for (const { name, value } of request.headers)
      if (!reservedHeaders.has(name.toLowerCase())) headers[name] = value;
    return {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Docsift-Webhooks/1',
      ...signedHeaders(signing.secrets, signing.id, body, now()),
    };
  }

  /** Sends `body`; the signal aborts on the job's shutdown (rethrown: the attempt did not happen). */
  async function send(
    request: WebhookRequest,
    body: string,
    signing: Signing,
    signal: AbortSignal,
  ): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(request.url);
    const literal = ipLiteralOf(url);
    if (literal != null && !policy.isAllowed(literal))
      return final(null, elapsed(), `${literal} is an address webhooks may not reach`);
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const status = await exchange(
        url,
        request,
        body,
        signing,
        AbortSignal.any([signal, deadline]),
      );
      return classify(status, elapsed());
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (deadline.aborted)
        return retryable(
          null,
          elapsed(),
          `The receiver did not answer within ${timeoutMs / 1000} s`,
        );
      if (error instanceof ForbiddenAddressError) return final(null, elapsed(), error.message);
      return retryable(
        null,
        elapsed(),
        networkErrorText(error as NodeJS.ErrnoException, url.hostname),
      );
    }
  }

  function exchange(
    url: URL,
    request: WebhookRequest,
    body: string,
    signing: Signing,
    signal: AbortSignal,
  ): Promise<number> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = client.request(
        url,
        {
          method: request.httpMethod,
          headers: headersOf(request, body, signing),
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup,
          signal,
        },
        (response) => {
          // The body is not ours to read, but draining it frees the connection for the next one.
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  return {
    send,
    close(): void {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

function classify(status: number, durationMs: number): SendResult {
  if (status >= 200 && status < 300) return { status, durationMs, error: null, isRetryable: false };
  if (status >= 300 && status < 400)
    return final(status, durationMs, statusText(status, 'redirects are not followed'));
  if (status === 429 || status >= 500) return retryable(status, durationMs, statusText(status));
  return final(status, durationMs, statusText(status));
}

function final(status: number | null, durationMs: number, error: string): SendResult {
  return { status, durationMs, error, isRetryable: false };
}

function retryable(status: number | null, durationMs: number, error: string): SendResult {
  return { status, durationMs, error, isRetryable: true };
}
