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

export function pipelineRoutes(app: HttpServer, pipeline: PipelineService): void {
  for (const action of ['scan', 'ocr', 'parse'] as const) {
    app.post(
      `/api/uploads/:id/${action}`,
      { schema: { params: idParams, response: { 202: uploadSchema } } },
      async (request, reply) =>
        reply.status(202).send(await pipeline[action](callerOf(request).userId, request.params.id)),
    );
  }

  app.post(
    '/api/uploads/:id/suggest-fields',
    {
      schema: {
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
