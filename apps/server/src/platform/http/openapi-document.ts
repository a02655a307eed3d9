/**
 * What the route table cannot say by itself, added to the generated OpenAPI document: a tag per
 * domain, who may call each operation, the catalogue's error answers each operation may give,
 * and the bodies zod does not describe (the multipart upload, the event stream, file downloads,
 * the Stripe webhook's event).
 */
import { apiErrorBodySchema } from '@docsift/core/api-error-body';
import { ocrDocumentSchema } from '@docsift/core/ocr';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { isPublicApiPath, isUnlimitedPath, STRIPE_WEBHOOK_PATH } from './http-server.ts';

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
  members: 'teams',
  invitations: 'teams',
};
const tagAliases: Record<string, string> = {
  me: 'account',
  ready: 'health',
  invitations: 'teams',
};

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
  teams:
    'A doctype’s team: its members, invitations mailed to new addresses, and joining by a link.',
  events: 'Server-Sent Events: upload progress and notifications as they happen.',
  'inbound-mail':
    'A doctype’s e-mail address (attachments become uploads) and its sender allow-list.',
  webhooks: 'Signed callbacks carrying an upload’s records once it is done, and their attempts.',
  notifications: 'Messages about uploads, credits and billing.',
  billing: 'Plans, checkout, payments, credit activity and the Stripe webhook.',
  health: 'Liveness and readiness for load balancers and monitors (never rate-limited).',
};

export function tagOf(path: string): string {
  const [, domain = 'api', , nested] = path.split('/').filter(Boolean);
  return (nested && nestedTags[nested]) || tagAliases[domain] || domain;
}

function jsonSchemaOf(schema: z.ZodType): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
  return json as OpenAPIV3_1.SchemaObject;
}

const errorBody = { $ref: '#/components/schemas/ApiErrorBody' };
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const odsType = 'application/vnd.oasis.opendocument.spreadsheet';
const binary: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  format: 'binary',
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
                description:
                  'One or more PDF, image, DOCX, XLSX, ODS or CSV files, each as a part named file.',
              },
            },
          },
          // The bytes decide a file's type, never the part's Content-Type.
          encoding: {
            file: {
              contentType: `application/pdf, image/*, ${docxType}, ${xlsxType}, ${odsType}, text/csv, application/octet-stream`,
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
        content: Object.fromEntries(
          ['application/pdf', 'image/*', docxType, xlsxType, odsType, 'text/csv'].map((type) => [
            type,
            { schema: { ...binary, contentMediaType: type } },
          ]),
        ),
      },
    },
  },
  // Streamed from storage as stored: a schema here only describes it.
  'get /api/uploads/{id}/ocr': {
    responses: {
      200: {
        description: 'The pages as read: text, and words with their boxes.',
        content: { 'application/json': { schema: jsonSchemaOf(ocrDocumentSchema) } },
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
          [xlsxType]: { schema: { ...binary, contentMediaType: xlsxType } },
        },
      },
    },
  },
  [`post ${STRIPE_WEBHOOK_PATH}`]: {
    parameters: [
      {
        in: 'header',
        name: 'stripe-signature',
        required: true,
        description: 'Stripe’s signature over the exact bytes of the body.',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', description: 'A Stripe event object, as Stripe sends it.' },
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

/** The error answers every route may give, by status; a route names its own in `description`. */
const errorResponses: Record<number, { name: string; description: string }> = {
  400: {
    name: 'InvalidArgument',
    description: 'The input is refused: `error.field` names the part at fault.',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid API key or session came with the request.',
  },
  403: {
    name: 'PermissionDenied',
    description:
      'Not allowed: the plan or role does not include it, the item is someone else’s, or the request came from a foreign origin.',
  },
  404: { name: 'NotFound', description: 'No such item, or not one the caller may see.' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state.' },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many requests, or a limit of the plan is reached; `Retry-After` says when to try again.',
  },
};

function components(publicUrl: string): Document['components'] {
  const errorSchema = jsonSchemaOf(apiErrorBodySchema);
  const errorContent = { 'application/json': { schema: errorBody } };
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
    schemas: { ApiErrorBody: errorSchema },
    responses: {
      ...Object.fromEntries(
        Object.values(errorResponses).map(({ name, description }) => [
          name,
          {
            description,
            ...(name === 'TooManyRequests' && {
              headers: {
                'retry-after': {
                  description: 'The seconds to wait before trying again.',
                  schema: { type: 'integer' },
                },
              },
            }),
            content: errorContent,
          },
        ]),
      ),
      ServerError: {
        description:
          'The server failed (`internal`), is not set up for this (`unimplemented`), or is unavailable for now (`unavailable`).',
        content: errorContent,
      },
    },
  };
}

/** Whether a response a route declared is the catalogue's error body (errorAnswers). */
function isErrorAnswer(response: unknown, errorSchema: OpenAPIV3_1.SchemaObject): boolean {
  const content = (response as OpenAPIV3_1.ResponseObject).content?.['application/json'];
  if (!content?.schema) return false;
  const { description: _, ...schema } = content.schema as OpenAPIV3_1.SchemaObject;
  return JSON.stringify(schema) === JSON.stringify(errorSchema);
}

/** The statuses every route of its kind may answer, whatever its service does. */
function sharedErrorStatuses(path: string, method: string, operation: Operation): number[] {
  return [
    ...(operation.parameters?.length || operation.requestBody ? [400] : []),
    ...(isPublicApiPath(path) ? [] : [401]),
    // A state-changing request from a foreign origin is refused (request-origin.ts).
    ...(method === 'get' ? [] : [403]),
    ...(path.includes('{') ? [404] : []),
    ...(isUnlimitedPath(path) ? [] : [429]),
  ];
}

function errorAnswersOf(
  path: string,
  method: string,
  operation: Operation,
  errorSchema: OpenAPIV3_1.SchemaObject,
): OpenAPIV3_1.ResponsesObject {
  const answers: OpenAPIV3_1.ResponsesObject = {};
  const declared = operation.responses ?? {};
  for (const status of sharedErrorStatuses(path, method, operation)) {
    // A route's own answer for the status (the upload's 400 with its per-file errors) stays.
    if (declared[status] && !isErrorAnswer(declared[status], errorSchema)) continue;
    answers[status] = { $ref: `#/components/responses/${errorResponses[status]!.name}` };
  }
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!isErrorAnswer(response, errorSchema)) continue;
    const known = errorResponses[Number(status)];
    if (!known) throw new Error(`${method} ${path}: no error response for ${status}`);
    answers[status] = {
      $ref: `#/components/responses/${known.name}`,
      description: `${(response as OpenAPIV3_1.ResponseObject).description}: ${known.description}`,
    } as OpenAPIV3_1.ReferenceObject;
  }
  return answers;
}

function completeOperation(
  path: string,
  method: string,
  operation: Operation,
  errorSchema: OpenAPIV3_1.SchemaObject,
): Operation {
  const raw = rawBodies[`${method} ${path}`];
  const completed = {
    ...operation,
    ...raw,
    parameters: [...(operation.parameters ?? []), ...(raw?.parameters ?? [])],
  };
  if (completed.parameters.length === 0) delete (completed as Partial<Operation>).parameters;
  return {
    ...completed,
    tags: [tagOf(path)],
    ...(isPublicApiPath(path) ? { security: [] } : {}),
    responses: {
      ...operation.responses,
      ...raw?.responses,
      ...errorAnswersOf(path, method, completed, errorSchema),
      '5XX': { $ref: '#/components/responses/ServerError' },
    },
  };
}

/**
 * Zod spells `startsWith` as `format: "starts_with"` beside the pattern that checks it; strict
 * JSON Schema validators refuse a format they do not know, and the pattern says it all.
 */
function withStandardFormats<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withStandardFormats) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'format' && inner === 'starts_with'))
      .map(([key, inner]) => [key, withStandardFormats(inner)]),
  ) as T;
}

/** Completes the document @fastify/swagger generated from the routes. */
export function completeDocument(document: Document, publicUrl: string): Document {
  const paths: NonNullable<Document['paths']> = {};
  const tags = new Set<string>();
  const errorSchema = jsonSchemaOf(apiErrorBodySchema);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // The 3.1 path item type intersects 3.0's operations with 3.1's: neither assigns to it.
    const completed: Record<string, unknown> = { ...item };
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      completed[method] = completeOperation(path, method, operation, errorSchema);
      tags.add(tagOf(path));
    }
    paths[path] = completed as OpenAPIV3_1.PathItemObject;
  }
  const generated = document.components ?? {};
  const own = components(publicUrl)!;
  return withStandardFormats<Document>({
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
  });
}
