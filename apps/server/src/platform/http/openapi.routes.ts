/**
 * The API's OpenAPI 3.1 document at GET /api/openapi.json, generated from the live route table:
 * @fastify/swagger records every route registered after it, its zod schemas turned into JSON
 * Schema. GET /api/docs browses it in Swagger UI, served from node_modules (no CDN). Register
 * before any other route.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { APP_VERSION } from '../app-version.ts';
import type { HttpServer } from './http-server.ts';
import { API_DOCS_PATH, OPENAPI_PATH } from './http-server.ts';
import { completeDocument } from './openapi-document.ts';

const description = `Docsift extracts records from documents. Call it with an API key
(\`Authorization: Bearer dsk_…\`) or the browser's session cookie. Errors answer
\`{"error": {"code", "message", "field"?}}\` with the code from the catalogue; lists of records
page with an opaque \`cursor\`. The guide with curl examples is docs/api.md.`;

export async function openapiRoutes(app: HttpServer, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Docsift API',
        version: APP_VERSION,
        description,
        termsOfService: `${publicUrl}/terms`,
        // The package is UNLICENSED: using the API is governed by the terms of service.
        license: { name: 'Proprietary: see the terms of service', url: `${publicUrl}/terms` },
      },
      servers: [{ url: publicUrl }],
    },
    // Paths stay as routed: a PUBLIC_URL with a path would otherwise be cut from them.
    stripBasePath: false,
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document, publicUrl),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Docsift API' },
    // No top bar: its URL box would browse other documents than ours.
    uiConfig: { deepLinking: true, tryItOutEnabled: false, layout: 'BaseLayout' },
  });
  // The document describes the other routes, not itself.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
