/**
 * The environment, parsed once at boot by one zod schema. Every variable is optional; the
 * defaults give the embedded mode (SQLite, files and mail under DATA_DIR, no keys).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@docsift/core/limits';
import { AppError } from '@docsift/core/errors';
import type { ExtractorConfig } from '@docsift/extract/engines';
import { backendVariables, loadBackends } from '@docsift/extract/environment';
import { llmConfigFromEnv } from '@docsift/extract/llm-config';
import type { LoadBackends } from '@docsift/extract/load';
import type { Cidr } from './cidr.ts';
import { parseCidr } from './cidr.ts';

/** What one client may hold of the HTTP server's sockets (http/connection-limits.ts enforces it). */
export interface ConnectionLimits {
  /** HTTP_IDLE_TIMEOUT_SECONDS, in milliseconds. */
  idleTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_SECONDS, in milliseconds: the longest a request may take to arrive whole. */
  requestTimeoutMs: number;
  /** HTTP_MAX_CONNECTIONS_PER_IP. */
  maxPerIp: number;
}

/**
 * HTTP_IDLE_TIMEOUT_SECONDS above the event streams' 25 s heartbeat; HTTP_REQUEST_TIMEOUT_SECONDS
 * lets the largest upload (UPLOAD_MAX_BYTES, 50 MB) arrive at 30 KB/s.
 */
export const defaultConnectionLimits: ConnectionLimits = {
  idleTimeoutMs: 60_000,
  requestTimeoutMs: 1_800_000,
  maxPerIp: 100,
};

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const url = (protocols: readonly string[], message: string) =>
  optionalString.refine(
    (v) => v == null || (protocols.some((p) => v.startsWith(p)) && URL.canParse(v)),
    message,
  );
const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  PORT: integer(3000, 0, 65_535),
  /** The address the HTTP server binds: all interfaces by default, 127.0.0.1 behind a local proxy. */
  HOST: z
    .string()
    .trim()
    .default('0.0.0.0')
    .refine((v) => isIP(v) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(v), {
      message: 'an IP address or a host name, e.g. 127.0.0.1',
    }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: url(
    ['http://', 'https://'],
    'must be an http(s) URL such as https://docsift.example.com',
  ),
  DATABASE_URL: url(['postgres://', 'postgresql://'], 'must be a postgres:// URL'),
  S3_ENDPOINT: url(['http://', 'https://'], 'must be an http(s) URL'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO, s3rver. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], "must be 'true' or 'false'").default('false'),
  SMTP_URL: url(['smtp://', 'smtps://'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3).default('Docsift <no-reply@localhost>'),
  INBOUND_SMTP_PORT: integer(2525, 0, 65_535),
  INBOUND_DOMAIN: optionalString.refine(
    (v) =>
      v == null || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v),
    'must be a domain name such as in.docsift.example.com',
  ),
  /** PEM files of the inbound SMTP server's certificate: with both set it offers STARTTLS. */
  INBOUND_SMTP_TLS_KEY: optionalString,
  INBOUND_SMTP_TLS_CERT: optionalString,
  INBOUND_SMTP_MAX_CLIENTS: integer(100, 1, 100_000),
  INBOUND_RATE_LIMIT_PER_IP: integer(60, 1, Number.MAX_SAFE_INTEGER),
  INBOUND_DAILY_LIMIT_PER_IP: integer(1000, 1, Number.MAX_SAFE_INTEGER),
  INBOUND_RATE_LIMIT_PER_DOCTYPE: integer(30, 1, Number.MAX_SAFE_INTEGER),
  INBOUND_DAILY_LIMIT_PER_DOCTYPE: integer(1000, 1, Number.MAX_SAFE_INTEGER),
  EXTRACTOR: z.enum(['offline', 'llm']).default('offline'),
  // LLM_* are the extract package's own (llmConfigFromEnv), read with EXTRACTOR=llm.
  OIDC_ISSUER: url(['http://', 'https://'], 'must be the issuer URL of an OpenID Connect provider'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().trim().min(1).default('OpenID Connect'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe API is reached: tests point it at a loopback fake. */
  STRIPE_API_URL: url(['http://', 'https://'], 'must be an http(s) URL'),
  /** Comma-separated CIDRs (or addresses) webhooks may reach although private or loopback. */
  WEBHOOK_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((text, ctx) =>
      text
        .split(',')
        .filter((part) => part.trim() !== '')
        .map((part) => {
          const cidr = parseCidr(part);
          if (!cidr) ctx.addIssue({ code: 'custom', message: `not a CIDR: ${part.trim()}` });
          return cidr!;
        }),
    ),
  /** Delay before a failed webhook delivery's first retry; each further one doubles it. */
  WEBHOOK_RETRY_DELAY_MS: integer(30_000, 1, 24 * 3600_000),
  /** Webhook deliveries running at once per worker node. */
  WEBHOOK_CONCURRENCY: integer(16, 1, 256),
  AUTH_SECRET: optionalString.refine(
    (v) => v == null || v.length >= 32,
    'must have at least 32 characters',
  ),
  UPLOAD_MAX_BYTES: integer(DEFAULT_UPLOAD_MAX_BYTES, 1, Number.MAX_SAFE_INTEGER),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: integer(3000, 1, Number.MAX_SAFE_INTEGER),
  AUTH_RATE_LIMIT_PER_IP: integer(30, 1, Number.MAX_SAFE_INTEGER),
  AUTH_RATE_LIMIT_PER_EMAIL: integer(10, 1, Number.MAX_SAFE_INTEGER),
  WEB_DIST: optionalString,
  TRUST_PROXY: z.enum(['true', 'false'], "must be 'true' or 'false'").default('false'),
  /** Request and sign-in limits counted in Redis (shared by every node) instead of the database. */
  REDIS_URL: url(['redis://', 'rediss://'], 'must be a redis:// or rediss:// URL'),
  /** Starts every key Docsift writes to Redis, so that deployments can share one. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('docsift:'),
  /** 1 serves GET /metrics to anyone who reaches the port; METRICS_TOKEN asks scrapers for a bearer token. */
  METRICS: z.enum(['0', '1'], "must be '0' or '1'").default('0'),
  METRICS_TOKEN: optionalString.refine(
    (v) => v == null || v.length >= 16,
    'must have at least 16 characters',
  ),
  ...backendVariables,
  /** Extraction child processes per worker node (each runs one document at a time). */
  EXTRACTION_PROCESSES: integer(2, 1, 32),
  /** Memory ceiling of each extraction process, in MB: a document needing more fails 'file/too-large'. */
  EXTRACTION_MEMORY_MB: integer(1024, 256, 65_536),
  /** Most pages one scan job reads before queuing the rest (a job's deadline is sized for 20). */
  SCAN_SLICE_PAGES: integer(20, 1, 20),
  /** On SIGTERM: how long running requests and jobs may take to finish before they are cut off. */
  DRAIN_TIMEOUT_SECONDS: integer(25, 0, 3600),
  HTTP_IDLE_TIMEOUT_SECONDS: integer(defaultConnectionLimits.idleTimeoutMs / 1000, 1, 3600),
  HTTP_REQUEST_TIMEOUT_SECONDS: integer(defaultConnectionLimits.requestTimeoutMs / 1000, 1, 86_400),
  HTTP_MAX_CONNECTIONS_PER_IP: integer(
    defaultConnectionLimits.maxPerIp,
    1,
    Number.MAX_SAFE_INTEGER,
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Rules between variables, checked on the raw values so they are reported with the rest. */
function relationProblems(source: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string) => (source[name] ?? '').trim() !== '';
  const problems: string[] = [];
  const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  const setOidc = oidc.filter(isSet);
  if (setOidc.length > 0 && setOidc.length < oidc.length) {
    for (const name of oidc.filter((n) => !isSet(n)))
      problems.push(`${name}: required when ${setOidc.join(', ')} is set`);
  }
  // Without the webhook secret no payment could be applied: money taken, nothing given.
  if (isSet('STRIPE_SECRET_KEY') && !isSet('STRIPE_WEBHOOK_SECRET'))
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  if (isSet('INBOUND_SMTP_TLS_KEY') !== isSet('INBOUND_SMTP_TLS_CERT'))
    problems.push(
      `${isSet('INBOUND_SMTP_TLS_KEY') ? 'INBOUND_SMTP_TLS_CERT' : 'INBOUND_SMTP_TLS_KEY'}: required when the other one is set`,
    );
  // Several nodes must sign sessions with the same key: a generated one would differ per node.
  if (isSet('DATABASE_URL') && !isSet('AUTH_SECRET'))
    problems.push('AUTH_SECRET: required when DATABASE_URL is set');
  // Half an S3 setting would silently keep the files on this node's disk.
  const s3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const setS3 = [...s3, 'S3_ENDPOINT', 'S3_REGION'].filter(isSet);
  if (setS3.length > 0)
    for (const name of s3.filter((n) => !isSet(n)))
      problems.push(`${name}: required when ${setS3.join(', ')} is set`);
  if (source.EXTRACTOR?.trim() === 'llm') {
    try {
      llmConfigFromEnv(source);
    } catch (error) {
      problems.push(
        `${error instanceof AppError ? error.field : 'LLM_PROVIDER'}: ${(error as Error).message}`,
      );
    }
  }
  return problems;
}

export interface Config {
  port: number;
  /** HOST: the address the HTTP server listens on. */
  host: string;
  dataDir: string;
  /** Origin the browser sees, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Files in this S3 bucket; null keeps them under DATA_DIR/files. */
  s3: S3Config | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  authSecret: string | undefined;
  /** Payments through Stripe; null in self-hosted mode (no STRIPE_SECRET_KEY). */
  stripe: StripeConfig | null;
  uploadMaxBytes: number;
  inboundMail: InboundMailConfig;
  logLevel: Env['LOG_LEVEL'];
  rateLimit: { perMinute: number; authPerIp: number; authPerEmail: number };
  webDist: string;
  /** Whether X-Forwarded-* headers name the client (only behind a reverse proxy). */
  trustProxy: boolean;
  /** What one client may hold open of the HTTP server (HTTP_IDLE_TIMEOUT_SECONDS, HTTP_MAX_CONNECTIONS_PER_IP). */
  connections: ConnectionLimits;
  /** Where request and sign-in limits are counted when set; else the database (or memory on SQLite). */
  redis: { url: string; keyPrefix: string } | null;
  /** GET /metrics: null when off; with a token, scrapers must send it as a bearer token. */
  metrics: { token: string | null } | null;
  /** The extraction engine; the LLM settings only with EXTRACTOR=llm. */
  extractor: ExtractorConfig;
  /** Document readers forced by DOCSIFT_OCR_BACKEND and DOCSIFT_PDF_TEXT_BACKEND. */
  loadBackends: LoadBackends;
  extractionProcesses: number;
  extractionMemoryBytes: number;
  scanSlicePages: number;
  /** On SIGTERM: how long requests and jobs may run on; then jobs are handed back. */
  drainTimeoutMs: number;
  webhooks: {
    /** Private ranges webhooks may reach anyway (WEBHOOK_ALLOW_PRIVATE). */
    allowPrivate: Cidr[];
    retryDelayMs: number;
    concurrency: number;
  };
}

export interface InboundMailConfig {
  /** 0 picks a free port (tests). */
  port: number;
  /** The part after `@` of every doctype's address. */
  domain: string;
  /** Paths of the PEM key and certificate for STARTTLS; null offers no STARTTLS. */
  tls: { keyFile: string; certFile: string } | null;
  /** Connections at once (INBOUND_SMTP_MAX_CLIENTS); more are answered 421. */
  maxClients: number;
  /** Messages let in before senders are asked to come back later (inbound-mail/mail-throttle.ts). */
  throttle: {
    /** INBOUND_RATE_LIMIT_PER_IP: messages one client address may send a minute. */
    perIpPerMinute: number;
    /** INBOUND_DAILY_LIMIT_PER_IP: messages one client address may send in 24 hours. */
    perIpPerDay: number;
    /** INBOUND_RATE_LIMIT_PER_DOCTYPE: messages one doctype's address may receive a minute. */
    perDoctypePerMinute: number;
    /** INBOUND_DAILY_LIMIT_PER_DOCTYPE: messages one doctype's address may receive in 24 hours. */
    perDoctypePerDay: number;
  };
}

export interface S3Config {
  /** The S3-compatible service; null for AWS itself, found from the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The API's origin; null for Stripe's own. */
  apiUrl: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../../../web/dist');

/** Parses the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ) ?? []),
    ...relationProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          name: env.OIDC_NAME,
        }
      : null;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: publicUrl.origin,
    databaseUrl: env.DATABASE_URL,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT ?? null,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc,
    authSecret: env.AUTH_SECRET,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    inboundMail: {
      port: env.INBOUND_SMTP_PORT,
      // The spec's dedicated subdomain of the host the browser sees.
      domain: (
        env.INBOUND_DOMAIN ?? `in.${publicUrl.hostname.replace(/^\[|\]$/g, '')}`
      ).toLowerCase(),
      tls:
        env.INBOUND_SMTP_TLS_KEY && env.INBOUND_SMTP_TLS_CERT
          ? {
              keyFile: path.resolve(env.INBOUND_SMTP_TLS_KEY),
              certFile: path.resolve(env.INBOUND_SMTP_TLS_CERT),
            }
          : null,
      maxClients: env.INBOUND_SMTP_MAX_CLIENTS,
      throttle: {
        perIpPerMinute: env.INBOUND_RATE_LIMIT_PER_IP,
        perIpPerDay: env.INBOUND_DAILY_LIMIT_PER_IP,
        perDoctypePerMinute: env.INBOUND_RATE_LIMIT_PER_DOCTYPE,
        perDoctypePerDay: env.INBOUND_DAILY_LIMIT_PER_DOCTYPE,
      },
    },
    logLevel: env.LOG_LEVEL,
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      authPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist,
    trustProxy: env.TRUST_PROXY === 'true',
    connections: {
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      maxPerIp: env.HTTP_MAX_CONNECTIONS_PER_IP,
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    metrics: env.METRICS === '1' || env.METRICS_TOKEN ? { token: env.METRICS_TOKEN ?? null } : null,
    extractor:
      env.EXTRACTOR === 'llm'
        ? { engine: 'llm', llm: llmConfigFromEnv(source) }
        : { engine: 'offline' },
    loadBackends: loadBackends(env),
    extractionProcesses: env.EXTRACTION_PROCESSES,
    extractionMemoryBytes: env.EXTRACTION_MEMORY_MB * 1024 * 1024,
    scanSlicePages: env.SCAN_SLICE_PAGES,
    drainTimeoutMs: env.DRAIN_TIMEOUT_SECONDS * 1000,
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      retryDelayMs: env.WEBHOOK_RETRY_DELAY_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
    },
  };
}
