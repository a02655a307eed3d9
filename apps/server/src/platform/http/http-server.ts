/**
 * The Fastify instance every role starts from: zod validation, the error mapping, security
 * headers, rate limit, CSRF origin check, the auth guard and the SPA. Domains add routes to it.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyRateLimit from '@fastify/rate-limit';
import { AppError } from '@docsift/core/errors';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config/config.ts';
import { defaultConnectionLimits } from '../config/config.ts';
import type { Logger } from '../log/logger.ts';
import { metricsRoutes } from '../metrics/metrics.routes.ts';
import type { Metrics } from '../metrics/metrics.ts';
import {
  capConnectionsPerIp,
  closeIdleConnections,
  requestTimeoutOptions,
} from './connection-limits.ts';
import { toErrorReply } from './error-reply.ts';
import { isForeignOrigin } from './request-origin.ts';
import { securityHeaders } from './security-headers.ts';
import { registerWebApp, sendIndexHtml } from './web-app.ts';

/** Who is calling: resolved once per guarded request from a session cookie or an API key. */
export interface Identity {
  userId: string;
  via: 'session' | 'api-key';
  /** The session cookie's value, when called with one: what ends with the session. */
  sessionId?: string;
  /** The API key's hash, when called with one: what ends with the key's revocation. */
  apiKeyHash?: string;
}

export type Authenticate = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Identity | null>;

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export type HttpServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface HttpServerOptions {
  config: Pick<Config, 'publicUrl' | 'rateLimit' | 'webDist'> &
    Partial<Pick<Config, 'trustProxy' | 'metrics' | 'connections'>>;
  logger: Logger;
  /** Absent on roles that serve only /api/health. */
  authenticate?: Authenticate;
  /** Where request counts live when several nodes must count together; else this process's memory. */
  rateLimitCounters?: RateLimitCounters;
  /** Times every request and serves GET /metrics, when `config.metrics` says so. */
  metrics?: Metrics | null;
}

/** A store of the cluster's own (the database), or Redis with the prefix of its keys. */
export type RateLimitCounters =
  { store: FastifyRateLimitStoreCtor } | { redis: Redis; nameSpace: string };

/** A minute unless the error knows better. */
function retryAfterOf(error: unknown): number {
  return (error instanceof AppError && error.retryAfterSeconds) || 60;
}

/** The Stripe webhook proves its sender by the signature over its body, not by a caller. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe-webhook';

/** The OpenAPI document and its browsable reference (openapi.routes.ts). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * Every /api route needs a caller except sign-in flows, the probes, the Stripe webhook and the
 * API's own documentation (it describes the routes, and holds no one's data).
 */
export function isPublicApiPath(path: string): boolean {
  return (
    isProbePath(path) ||
    path.startsWith('/api/auth/') ||
    path === STRIPE_WEBHOOK_PATH ||
    isApiDocsPath(path)
  );
}

function isApiDocsPath(path: string): boolean {
  return path === OPENAPI_PATH || path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);
}

/** Liveness and readiness, polled by load balancers and monitors. */
function isProbePath(path: string): boolean {
  return path === '/api/health' || path === '/api/ready';
}

export async function createHttpServer({
  config,
  logger,
  authenticate,
  rateLimitCounters,
  metrics = null,
}: HttpServerOptions): Promise<HttpServer> {
  const headers = securityHeaders(config.publicUrl);
  const connections = config.connections ?? defaultConnectionLimits;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Sign-in links, ids and tokens in paths stay short; longer ones are hostile.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: refuseMalformedUrl(headers),
    // Refused below with the catalogue's body instead of Fastify's own.
    return503OnClosing: false,
    // Node's socket timeout: the longest silence, reset by every chunk; closeIdleConnections judges it.
    connectionTimeout: connections.idleTimeoutMs,
    ...requestTimeoutOptions(connections.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  closeIdleConnections(app.server, connections.idleTimeoutMs);
  capConnectionsPerIp(app.server, connections.maxPerIp);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error, request, reply) => {
    const { status, body, isUnexpected } = toErrorReply(error);
    if (isUnexpected) request.log.error({ err: error }, 'request failed');
    // No form input can fix a body of the wrong shape: a client of ours has a bug to find.
    else if (status === 400 && !body.error.field)
      request.log.warn({ reason: body.error.message }, 'request refused as malformed');
    // Every 429 tells the client when to come back; the rate-limit plugin sets its own.
    if (status === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(retryAfterOf(error)));
    return reply.status(status).send(body);
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // While the server drains (SIGTERM), requests already under way finish; one arriving on a
  // kept-alive connection is sent elsewhere (Fastify closes that connection after the answer).
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async () => {
    if (isClosing) throw new AppError('unavailable', { message: 'Shutting down' });
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: config.rateLimit.perMinute,
    timeWindow: 60_000,
    // Load balancers and monitors poll the probes from one address; it must never answer 429. Nor
    // may the web app's hashed files: one page load fetches dozens, a few users behind one
    // address would exhaust the limit, and a page missing a file does not start at all.
    allowList: (request) => isUnlimitedPath(request.url.split('?', 1)[0]!),
    errorResponseBuilder: () => new AppError('resource-exhausted'),
    // A database or Redis hiccup must not refuse every request: it lets them through.
    ...(rateLimitCounters ? { ...rateLimitCounters, skipOnError: true } : {}),
  });

  // Before every route and the 404 handler, so that its timing hook sees them all.
  metricsRoutes(app, metrics, config.metrics ?? null);

  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    if (
      isForeignOrigin(
        request.method,
        request.headers.origin,
        `${request.protocol}://${request.host}`,
        config.publicUrl,
      )
    ) {
      throw new AppError('permission-denied', { message: 'Cross-origin request refused' });
    }
  });
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || isPublicApiPath(path)) return;
    request.identity = authenticate ? await authenticate(request, reply) : null;
    if (!request.identity) throw new AppError('unauthenticated');
  };
  // A route hook after the rate limit's own, so an anonymous flood (each cookie a session lookup)
  // is limited too; an app-level hook would run before it.
  app.addHook('onRoute', (route) => {
    route.onRequest = [route.onRequest ?? []].flat().concat(guard);
  });

  const hasWebApp = await registerWebApp(app, config.webDist, authenticate);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasWebApp && isPageRequest) return sendIndexHtml(reply);
    return reply.status(404).send(new AppError('not-found').toBody());
  });
  return app;
}

/**
 * The router's own refusals (a bad %-encoding, a path segment over maxParamLength) would answer
 * Fastify's error shape, echoing the path: answer the catalogue's instead.
 */
function refuseMalformedUrl(headers: Record<string, string>) {
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    void reply
      .headers(headers)
      .status(400)
      .send(new AppError('invalid-argument', { message: 'Malformed URL' }).toBody());
  };
}

/** The caller of a guarded route (the guard has already refused anonymous requests). */
export function callerOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('unauthenticated');
  return request.identity;
}

/** The probes and the static files of the web app and the API reference: cheap, and never refused. */
export function isUnlimitedPath(path: string): boolean {
  return (
    isProbePath(path) || path.startsWith('/assets/') || path.startsWith(`${API_DOCS_PATH}/static/`)
  );
}
