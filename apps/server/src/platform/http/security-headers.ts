/**
 * Helmet's security headers, computed once at start. (@fastify/helmet rebuilds the helmet
 * middleware and re-parses the CSP on every request: a tenth of the CPU of a small API call.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * `upgrade-insecure-requests` and HSTS only when the app is served over https: on plain HTTP the
 * first makes the browser fetch every asset over an https that does not exist (localhost alone is
 * exempt), and the second means nothing there, or pins https on a host name shared with other
 * services.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const isHttps = new URL(publicUrl).protocol === 'https:';
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet({
    strictTransportSecurity: isHttps,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
