import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bareHttpServer } from '../../../test/bare-http-server.ts';
import { HttpClient } from '../../../test/http-client.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { API_DOCS_PATH, isPublicApiPath, OPENAPI_PATH } from './http-server.ts';
import { openapiRoutes } from './openapi.routes.ts';
import { redoclyLint, strictSchemaProblems } from '../../../test/openapi-checks.ts';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document as `METHOD /path/:param`, the route table's spelling. */
function operationsOf(document: OpenAPIV3_1.Document): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods
      .filter((method) => item?.[method])
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

function resolves(document: unknown, ref: string): boolean {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

describe('the OpenAPI document of the API server', () => {
  let server: TestServer;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      pipeline: true,
      // A route added last, in its own plugin scope, as a domain's multipart route is.
      beforeListen: (app) =>
        void app.register(async (scope) => {
          scope.get(
            '/api/late-probe/:id',
            {
              schema: {
                operationId: 'lateProbe',
                summary: 'A route registered last',
                params: z.object({ id: z.string().max(9) }),
              },
            },
            async () => ({}),
          );
        }),
    });
    const res = await new HttpClient(server.url).get<OpenAPIV3_1.Document>(OPENAPI_PATH);
    expect(res.status).toBe(200);
    document = res.body;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names and sums up every operation, each name once', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      methods
        .filter((method) => item?.[method])
        .map((method) => ({ path, method, ...item![method]! })),
    );
    const unnamed = operations
      .filter(({ operationId, summary }) => !operationId || !summary)
      .map(({ method, path }) => `${method} ${path}`);
    expect(unnamed).toEqual([]);
    const ids = operations.map(({ operationId }) => operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The linter is a Node process of its own that loads a 15 MB bundle: seconds on a busy machine.
  it('lints with no error under Redocly’s recommended rules', { timeout: 120_000 }, async () => {
    const problems = await redoclyLint(document);
    expect(problems.filter(({ severity }) => severity === 'error')).toEqual([]);
  });

  it('compiles every schema under strict Ajv (JSON Schema 2020-12)', () => {
    expect(strictSchemaProblems(document)).toEqual([]);
  });

  it('states the answers the server gives: 204 without a body, 302, and each route’s errors', () => {
    const responses = (path: string, method: (typeof methods)[number]) =>
      document.paths![path]![method]!.responses!;
    expect(responses('/api/doctypes/{id}', 'delete')).toMatchObject({
      204: { description: expect.any(String) },
      401: { $ref: '#/components/responses/Unauthenticated' },
      403: { $ref: '#/components/responses/PermissionDenied' },
      404: { $ref: '#/components/responses/NotFound' },
      429: { $ref: '#/components/responses/TooManyRequests' },
    });
    expect(responses('/api/doctypes/{id}', 'delete')[204]).not.toHaveProperty('content');
    expect(Object.keys(responses('/api/auth/oidc/start', 'get'))).toContain('302');
    expect(responses('/api/auth/register', 'post')[409]).toMatchObject({
      $ref: '#/components/responses/Conflict',
      description: expect.stringContaining('auth/email-already-in-use'),
    });
    expect(responses('/api/auth/register', 'post')).not.toHaveProperty('401');
    expect(responses('/api/health', 'get')).not.toHaveProperty('429');
    expect(document.components?.responses?.TooManyRequests).toMatchObject({
      headers: { 'retry-after': expect.any(Object) },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
    });
    const ocr = responses('/api/uploads/{id}/ocr', 'get')[200] as OpenAPIV3_1.ResponseObject;
    expect(ocr.content?.['application/json']?.schema).toMatchObject({ required: ['pages'] });
  });

  it('describes the upload’s files as binary parts and the time fields’ units', () => {
    const upload = document.paths!['/api/uploads']!.post!
      .requestBody as OpenAPIV3_1.RequestBodyObject;
    const multipart = upload.content['multipart/form-data']!;
    expect(multipart.schema).toMatchObject({
      properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } },
    });
    expect(multipart.encoding?.file?.contentType).toContain('application/pdf');
    // Its 400 is its own: the per-file lists beside the error, not the shared error answer.
    const refused = document.paths!['/api/uploads']!.post!
      .responses![400] as OpenAPIV3_1.ResponseObject;
    expect(refused.content?.['application/json']?.schema).toMatchObject({
      properties: { uploads: { type: 'array' }, errors: { type: 'array' } },
    });
    expect(JSON.stringify(document)).not.toContain('starts_with');
    const uploadSchema = (
      (document.paths!['/api/uploads/{id}']!.get!.responses![200] as OpenAPIV3_1.ResponseObject)
        .content!['application/json']!.schema as OpenAPIV3_1.SchemaObject
    ).properties!;
    expect((uploadSchema.created as OpenAPIV3_1.SchemaObject).description).toContain(
      'milliseconds',
    );
    expect((uploadSchema.expiresAt as OpenAPIV3_1.SchemaObject).description).toContain('seconds');
    expect(document.info.license?.name).toBeTruthy();
    expect(document.tags?.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([
      'late-probe',
    ]);
  });

  it('validates as OpenAPI 3.1, every $ref resolving', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect([result.valid, validator.version]).toEqual([true, '3.1']);
    const unresolved = refsIn(document).filter((ref) => !resolves(document, ref));
    expect(unresolved).toEqual([]);
  });

  it('lists every route of the server but the reference’s own, and no other', () => {
    const isReference = (path: string) =>
      path === OPENAPI_PATH || path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);
    const routes = server
      .routes()
      .filter(([, path]) => path.startsWith('/api/') && !isReference(path))
      .map(([method, path]) => `${method} ${path}`);
    expect(operationsOf(document).sort()).toEqual(routes.sort());
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/uploads',
        'GET /api/doctypes/:id/records',
        'POST /api/uploads/:id/parse',
        'GET /api/late-probe/:id',
      ]),
    );
  });

  it('asks for an API key or the session on every route the guard protects, and for nothing elsewhere', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      session: { type: 'apiKey', in: 'cookie', name: 'docsift.session_token' },
    });
    expect(document.security).toEqual([{ apiKey: [] }, { session: [] }]);
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const method of methods.filter((m) => item?.[m]))
        expect([method, path, item![method]!.security]).toEqual([
          method,
          path,
          isPublicApiPath(path) ? [] : undefined,
        ]);
  });

  it('answers errors with the catalogue’s body and tags operations by domain', () => {
    const errorBody = document.components?.schemas?.ApiErrorBody as OpenAPIV3_1.SchemaObject;
    expect(errorBody.properties?.error).toMatchObject({
      required: ['code', 'message'],
      properties: { code: { enum: expect.arrayContaining(['not-found', 'credits/depleted']) } },
    });
    const records = document.paths!['/api/doctypes/{id}/records']!.get!;
    expect(records.tags).toEqual(['records']);
    expect(records.responses).toMatchObject({
      200: { content: { 'application/json': { schema: { type: 'object' } } } },
      401: { $ref: '#/components/responses/Unauthenticated' },
      '5XX': { $ref: '#/components/responses/ServerError' },
    });
    expect(records.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    const upload = document.paths!['/api/uploads']!.post!;
    expect(Object.keys(upload.requestBody as object)).toContain('content');
    expect(document.paths!['/api/me']!.get!.tags).toEqual(['account']);
    expect(document.tags?.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['auth', 'doctypes', 'uploads', 'pipeline', 'records', 'exports']),
    );
  });

  it('describes the export options: the source columns and the csv style', () => {
    const exportRecords = document.paths!['/api/doctypes/{id}/exports']!.post!;
    const body = exportRecords.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.properties).toMatchObject({
      includeSource: { type: 'boolean', description: expect.stringContaining('File name, Page') },
      csvStyle: { enum: ['standard', 'german'], description: expect.stringContaining('`;`') },
    });
    expect(exportRecords.description).toContain('csvStyle');
  });

  it('serves the browsable reference and its assets to anyone, from this server alone', async () => {
    const client = new HttpClient(server.url);
    const page = await client.get<string>(API_DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Scripts by URL only: the CSP refuses inline ones.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/static\//);
      expect([asset, (await client.get(asset)).status]).toEqual([asset, 200]);
    }
    const initializer = await client.get<string>(`${API_DOCS_PATH}/static/swagger-initializer.js`);
    expect(initializer.body).toContain('validatorUrl: null');
    const json = await client.get<OpenAPIV3_1.Document>(`${API_DOCS_PATH}/json`);
    expect(json.body.paths).toEqual(document.paths);
  });
});

describe('the API reference’s assets', () => {
  it('are never rate-limited, as the web app’s are not', async () => {
    const app = await bareHttpServer({ perMinute: 2, authenticate: async () => null });
    await openapiRoutes(app, 'http://127.0.0.1');
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push((await app.inject(`${API_DOCS_PATH}/static/swagger-ui.css`)).statusCode);
      expect(answers).toEqual([200, 200, 200, 200]);
      const documents = [];
      for (let i = 0; i < 3; i += 1) documents.push((await app.inject(OPENAPI_PATH)).statusCode);
      expect(documents).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
