/**
 * One pino logger per process. Secrets never reach a log line: request bodies are not logged,
 * credential headers and fields are redacted, and token-bearing query parameters are masked.
 */
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import { pino } from 'pino';

const secretKeys = [
  'password',
  'currentPassword',
  'newPassword',
  'repeat',
  'token',
  'oobCode',
  'secret',
  'authSecret',
  'apiKey',
  'key',
  'cookie',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretKeys,
  ...secretKeys.map((k) => `*.${k}`),
  ...secretKeys.map((k) => `*.*.${k}`),
];

const secretQueryParams = new Set([
  'oobCode',
  'token',
  'code',
  'state',
  'access_token',
  'id_token',
]);

/** The URL with the values of token-bearing query parameters replaced. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (secretQueryParams.has(key)) params.set(key, 'redacted');
  return `${url.slice(0, q)}?${params.toString()}`;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
