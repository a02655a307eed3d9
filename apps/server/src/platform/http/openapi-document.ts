/**
 * What the route table cannot say by itself, added to the generated OpenAPI document: a tag per
 * domain, who may call each operation, the catalogue's error body on every operation, and the
 * bodies zod does not describe (the multipart upload, the event stream, file downloads).
 */
import { apiErrorBodySchema } from '@docsift/core/api-error-body';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { isPublicApiPath } from './http-server.ts';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A path's first segment names its domain, except these segments below another domain's id. */
const nestedTags: Record<string, string> = {
  records: 'records',
  exports: 'exports',
  scan: 'pipeline',
  ocr: 'pipeline',
  parse: 'pipeline',
  'parse-inline': 'pipeline',
  calibrate: 'pipeline',
  reparse: 'pipeline',
  'suggest-fields': 'pipeline',
  'inbound-mail': 'inbound-mail',
};
const tagAliases: Record<string, string> = { me: 'account' };

/** Shown beside each tag in the reference; a domain without a line here is listed all the same. */
const tagDescriptions: Record<string, string> = {
  auth: 'Register, sign in and out, reset a password (no caller needed).',
  account: 'The caller: identity, plan, credits; changing or deleting the account.',
  settings: 'Language and how long uploads are kept.',
  'api-keys': 'Keys for `Authorization: Bearer dsk_…`: the secret is answered once, on creation.',
  doctypes: 'Document types: the fields to extract.',
  uploads: 'Upload files (multipart) and read their state, file and OCR text.',
  pipeline: 'Scan, OCR and parse an upload; the doctype wizard’s helpers.',
  records: 'The extracted records of a doctype: a cursor-paginated, filterable table.',
  exports: 'A doctype’s records as a CSV, JSON or XLSX file.',
  events: 'Server-Sent Events: upload progress and notifications as they happen.',
  'inbound-mail':
    'A doctype’s e-mail address (attachments become uploads) and its sender allow-list.',
  webhooks: 'Signed callbacks carrying an upload’s records once it is done, and their attempts.',
  notifications: 'Messages about uploads, credits and billing.',
  billing: 'Plans, checkout, payments, credit activity and the Stripe webhook.',
  health: 'Liveness for load balancers and monitors (never rate-limited).',
};

export function tagOf(path: string): string {
  const [, domain = 'api', , nested] = path.split('/').filter(Boolean);
  return (nested && nestedTags[nested]) || tagAliases[domain] || domain;
}

const errorBody = { $ref: '#/components/schemas/ApiErrorBody' };
const binary: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
};

/** Request and response bodies that no zod schema describes, keyed `method path`. */
const rawBodies: Record<string, Partial<Operation>> = {
  'post /api/uploads': {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['target', 'file'],
            properties: {
              target: { type: 'string', description: 'The id of the doctype to extract with.' },
              file: {
                type: 'array',
                items: binary,
                description: 'One or more PDF, image or DOCX files, each as a part named file.',
              },
            },
          },
        },
      },
    },
  },
  'get /api/events': {
    responses: {
      200: {
        description: 'A Server-Sent Events stream: one `data: {json}` message per event.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  },
  'get /api/uploads/{id}/file': {
    responses: {
      200: {
        description: 'The file as uploaded, with its own content type.',
        content: { 'application/octet-stream': { schema: binary } },
      },
    },
  },
  'post /api/doctypes/{id}/exports': {
    responses: {
      200: {
        description: 'The export file; Content-Disposition names it.',
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/json': { schema: { type: 'array', items: { type: 'object' } } },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
        },
      },
    },
  },
};

/** The session cookie's name: better-auth marks it `__Secure-` when served over https. */
function sessionCookieName(publicUrl: string): string {
  const name = 'docsift.session_token';
  return new URL(publicUrl).protocol === 'https:' ? `__Secure-${name}` : name;
}

function components(publicUrl: string): Document['components'] {
  const { $schema: _, ...errorSchema } = z.toJSONSchema(apiErrorBodySchema, {
    target: 'draft-2020-12',
  });
  return {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'dsk_…',
        description:
          'An API key made on the account page or with `docsift api-keys create`; it acts as its owner.',
      },
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(publicUrl),
        description: 'The browser’s session, set by POST /api/auth/login.',
      },
    },
    schemas: { ApiErrorBody: errorSchema as OpenAPIV3_1.SchemaObject },
    responses: {
      Error: {
        description:
          'An error of the catalogue: `error.code` says which, `error.field` names the input at fault.',
        headers: {
          'retry-after': {
            description: 'On 429: the seconds to wait before trying again.',
            schema: { type: 'integer' },
          },
        },
        content: { 'application/json': { schema: errorBody } },
      },
    },
  };
}

function completeOperation(path: string, method: string, operation: Operation): Operation {
  const raw = rawBodies[`${method} ${path}`];
  return {
    ...operation,
    ...raw,
    tags: [tagOf(path)],
    ...(isPublicApiPath(path) ? { security: [] } : {}),
    responses: {
      ...operation.responses,
      ...raw?.responses,
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
  };
}

/** Completes the document @fastify/swagger generated from the routes. */
export function completeDocument(document: Document, publicUrl: string): Document {
  const paths: NonNullable<Document['paths']> = {};
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // The 3.1 path item type intersects 3.0's operations with 3.1's: neither assigns to it.
    const completed: Record<string, unknown> = { ...item };
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      completed[method] = completeOperation(path, method, operation);
      tags.add(tagOf(path));
    }
    paths[path] = completed as OpenAPIV3_1.PathItemObject;
  }
  const generated = document.components ?? {};
  const own = components(publicUrl)!;
  return {
    ...document,
    paths,
    tags: [...tags].sort().map((name) => ({
      name,
      ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}),
    })),
    security: [{ apiKey: [] }, { session: [] }],
    components: {
      ...generated,
      ...own,
      schemas: { ...generated.schemas, ...own.schemas },
    },
  };
}
