/** A webhook receiver on 127.0.0.1 that keeps every request it gets, as an automation tool would. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Where webhooks send to: `http://127.0.0.1:<port>/hook`. */
  url: string;
  /** The next request not taken yet, in arrival order; rejects when none comes in `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedRequest>;
  /** The status every following answer has (200 at first). */
  answerWith(status: number): void;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const arrived: ReceivedRequest[] = [];
  const waiting: ((request: ReceivedRequest) => void)[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const taker = waiting.shift();
      if (taker) taker(request);
      else arrived.push(request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    next: (timeoutMs = 30_000) => {
      const first = arrived.shift();
      if (first) return Promise.resolve(first);
      return new Promise((resolve, reject) => {
        const taker = (request: ReceivedRequest) => {
          clearTimeout(timer);
          resolve(request);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error(`no webhook request arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(taker);
      });
    },
    answerWith: (next) => {
      status = next;
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
