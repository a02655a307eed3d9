import { uploadSchema } from '@docsift/core/upload';
import {
  calibrateBodySchema,
  calibrateResponseSchema,
  parseInlineBodySchema,
  parseInlineResponseSchema,
  reparseBodySchema,
  reparseResponseSchema,
  suggestFieldsBodySchema,
  suggestFieldsResponseSchema,
} from '@docsift/core/pipeline';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { PipelineService } from './pipeline.service.ts';
import { idParams } from '../platform/http/id-params.ts';

const steps = {
  scan: 'Scan an upload again: read its pages, then extract its records',
  ocr: 'Read an upload’s pages again (text layer or OCR)',
  parse: 'Extract an upload’s records again from its pages read before',
};

export function pipelineRoutes(app: HttpServer, pipeline: PipelineService): void {
  for (const [action, summary] of Object.entries(steps) as [keyof typeof steps, string][]) {
    app.post(
      `/api/uploads/:id/${action}`,
      {
        schema: {
          operationId: `${action}Upload`,
          summary,
          params: idParams,
          response: { 202: uploadSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await pipeline[action](callerOf(request).userId, request.params.id)),
    );
  }

  app.post(
    '/api/uploads/:id/suggest-fields',
    {
      schema: {
        operationId: 'suggestFields',
        summary: 'Suggest a doctype’s fields from a sample upload',
        params: idParams,
        body: suggestFieldsBodySchema,
        response: { 200: suggestFieldsResponseSchema },
      },
    },
    async (request) =>
      pipeline.suggestFields(callerOf(request).userId, request.params.id, request.body.language),
  );

  app.post(
    '/api/doctypes/:id/parse-inline',
    {
      schema: {
        operationId: 'parseInline',
        summary: 'Extract a sample upload with a draft’s fields, storing nothing',
        params: idParams,
        body: parseInlineBodySchema,
        response: { 200: parseInlineResponseSchema },
      },
    },
    async (request) =>
      pipeline.parseInline(callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/api/doctypes/:id/calibrate',
    {
      schema: {
        operationId: 'calibrateDoctype',
        summary: 'Adjust a draft’s fields to the values a person corrected',
        params: idParams,
        body: calibrateBodySchema,
        response: { 200: calibrateResponseSchema },
      },
    },
    async (request) =>
      pipeline.calibrate(callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/api/doctypes/:id/reparse',
    {
      schema: {
        operationId: 'reparseDoctype',
        summary: 'Parse a doctype’s stale uploads again',
        params: idParams,
        // Fastify validates an absent body as null: a bare POST asks to reparse every stale upload.
        body: reparseBodySchema.nullish(),
        response: { 202: reparseResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await pipeline.reparse(callerOf(request).userId, request.params.id, request.body ?? {}),
        ),
  );
}
