import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeNull();
    expect(config.logLevel).toBe('info');
  });

  it('uses the offline extractor by default and reads the LLM settings with EXTRACTOR=llm', () => {
    expect(loadConfig({}).extractor).toEqual({ engine: 'offline' });
    const config = loadConfig({
      EXTRACTOR: 'llm',
      LLM_PROVIDER: 'ollama',
      LLM_MODEL: 'llama3.2',
      LLM_BASE_URL: 'http://127.0.0.1:11434/api',
    });
    expect(config.extractor).toMatchObject({
      engine: 'llm',
      llm: { provider: 'ollama', model: 'llama3.2' },
    });
  });

  it('parses the document reader variables here, for the extraction processes to use', () => {
    expect(loadConfig({}).loadBackends).toEqual({});
    expect(
      loadConfig({ DOCSIFT_OCR_BACKEND: 'wasm', DOCSIFT_PDF_TEXT_BACKEND: '' }).loadBackends,
    ).toEqual({ ocrBackend: 'wasm' });
    expect(() => loadConfig({ DOCSIFT_PDF_TEXT_BACKEND: 'mupdf' })).toThrow(
      /DOCSIFT_PDF_TEXT_BACKEND/,
    );
  });

  it('reads the private ranges webhooks may reach and refuses a malformed one', () => {
    expect(loadConfig({}).webhooks.allowPrivate).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8, fd00::/8,' }).webhooks.allowPrivate,
    ).toEqual([
      { address: '127.0.0.0', prefix: 8, family: 4 },
      { address: 'fd00::', prefix: 8, family: 6 },
    ]);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8,intranet' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: not a CIDR: intranet/,
    );
  });

  it('refuses EXTRACTOR=llm without a usable LLM configuration', () => {
    expect(() => loadConfig({ EXTRACTOR: 'llm', LLM_PROVIDER: 'openai' })).toThrow(
      /LLM_MODEL is required/,
    );
  });

  it('configures Stripe only with both secrets, and reads STRIPE_API_URL', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: '127.0.0.1:12111' })).toThrow(/STRIPE_API_URL/);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('puts inbound mail on a subdomain of PUBLIC_URL unless INBOUND_DOMAIN says otherwise', () => {
    expect(loadConfig({}).inboundMail).toEqual({
      port: 2525,
      domain: 'in.localhost',
      tls: null,
      maxClients: 100,
      throttle: {
        perIpPerMinute: 60,
        perIpPerDay: 1000,
        perDoctypePerMinute: 30,
        perDoctypePerDay: 1000,
      },
    });
    expect(loadConfig({ PUBLIC_URL: 'https://Docsift.Example.com' }).inboundMail.domain).toBe(
      'in.docsift.example.com',
    );
    expect(
      loadConfig({ INBOUND_DOMAIN: 'Mail.Example.com', INBOUND_SMTP_PORT: '2626' }).inboundMail,
    ).toMatchObject({ port: 2626, domain: 'mail.example.com' });
    expect(() => loadConfig({ INBOUND_DOMAIN: 'x@example.com' })).toThrow(/INBOUND_DOMAIN/);
  });

  it('reads the HTTP idle and request timeouts and the per-address connection cap', () => {
    expect(loadConfig({}).connections).toEqual({
      idleTimeoutMs: 60_000,
      requestTimeoutMs: 1_800_000,
      maxPerIp: 100,
    });
    expect(
      loadConfig({
        HTTP_IDLE_TIMEOUT_SECONDS: '15',
        HTTP_REQUEST_TIMEOUT_SECONDS: '600',
        HTTP_MAX_CONNECTIONS_PER_IP: '500',
      }).connections,
    ).toEqual({ idleTimeoutMs: 15_000, requestTimeoutMs: 600_000, maxPerIp: 500 });
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_IDLE_TIMEOUT_SECONDS/,
    );
  });

  it('reads the inbound mail throttle and the SMTP client cap', () => {
    expect(
      loadConfig({
        INBOUND_SMTP_MAX_CLIENTS: '5',
        INBOUND_RATE_LIMIT_PER_IP: '6',
        INBOUND_DAILY_LIMIT_PER_IP: '9',
        INBOUND_RATE_LIMIT_PER_DOCTYPE: '7',
        INBOUND_DAILY_LIMIT_PER_DOCTYPE: '8',
      }).inboundMail,
    ).toMatchObject({
      maxClients: 5,
      throttle: { perIpPerMinute: 6, perIpPerDay: 9, perDoctypePerMinute: 7, perDoctypePerDay: 8 },
    });
    expect(() => loadConfig({ INBOUND_RATE_LIMIT_PER_IP: '0' })).toThrow(
      /INBOUND_RATE_LIMIT_PER_IP/,
    );
  });

  it('offers STARTTLS only with both the key and the certificate', () => {
    expect(() => loadConfig({ INBOUND_SMTP_TLS_KEY: '/etc/key.pem' })).toThrow(
      /INBOUND_SMTP_TLS_CERT: required/,
    );
    expect(
      loadConfig({ INBOUND_SMTP_TLS_KEY: '/etc/key.pem', INBOUND_SMTP_TLS_CERT: '/etc/cert.pem' })
        .inboundMail.tls,
    ).toEqual({ keyFile: '/etc/key.pem', certFile: '/etc/cert.pem' });
  });

  it('serves metrics only when asked, with a token when one is given', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS: '0' }).metrics).toBeNull();
    expect(loadConfig({ METRICS: '1' }).metrics).toEqual({ token: null });
    const token = 'a-scrape-token-of-some-length';
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token });
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS: must be '0' or '1'/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads REDIS_URL as a redis:// or rediss:// URL, with the prefix of its keys', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'docsift:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'eu-1:' }).redis,
    ).toEqual({ url: 'rediss://cache:6380', keyPrefix: 'eu-1:' });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  // Issue 26: the tests' holds are passed where a test composes the server (platform/test-hooks.ts).
  it('reads no test-only variable: a production process cannot be held at a test gate', () => {
    const withTestVariables = loadConfig({
      DOCSIFT_TEST_PAUSE_BEFORE_COMMIT: '/tmp/commit-gate',
      DOCSIFT_TEST_PAUSE_REKEY: '/tmp/rekey-gate',
      DOCSIFT_TEST_SCAN_COUNT: '10',
    });
    expect(withTestVariables).toEqual(loadConfig({}));
  });

  // Issue 27 item 11: the server always bound every interface.
  it('binds HOST, all interfaces by default, and refuses one that is no address', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(() => loadConfig({ HOST: 'http://x y' })).toThrow(/HOST/);
  });

  it('lists every bad variable at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({
        PORT: 'abc',
        PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
        OIDC_ISSUER: 'https://idp.example',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'PUBLIC_URL',
        'DATABASE_URL',
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
      ]),
    );
  });

  it('requires AUTH_SECRET when the database is shared', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/docsift' })).toThrow(
      /AUTH_SECRET: required/,
    );
  });

  it('keeps files on disk without S3 settings and refuses half of them', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'docsift' }),
    ).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET, S3_ENDPOINT is set\n.*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('reads the S3 settings, with us-east-1 and virtual-host addressing by default', () => {
    const keys = { S3_BUCKET: 'docsift', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(keys).s3).toEqual({
      endpoint: null,
      bucket: 'docsift',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...keys,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('groups the OIDC settings and normalises PUBLIC_URL to its origin', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://docsift.example.com/',
      OIDC_ISSUER: 'https://idp.example',
      OIDC_CLIENT_ID: 'docsift',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.publicUrl).toBe('https://docsift.example.com');
    expect(config.oidc).toEqual({
      issuer: 'https://idp.example',
      clientId: 'docsift',
      clientSecret: 'secret',
      name: 'OpenID Connect',
    });
  });
});

describe('resolveAuthSecret', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('generates a secret once, private to the owner, and reuses it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-secret-'));
    const first = await resolveAuthSecret({ dataDir: dir, authSecret: undefined });
    const second = await resolveAuthSecret({ dataDir: dir, authSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'auth-secret'))).mode & 0o777).toBe(0o600);
  });

  it('prefers AUTH_SECRET', async () => {
    expect(await resolveAuthSecret({ dataDir: '/nonexistent', authSecret: 'x'.repeat(32) })).toBe(
      'x'.repeat(32),
    );
  });
});
