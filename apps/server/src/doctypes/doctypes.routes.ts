import {
  createDoctypeBodySchema,
  doctypeListSchema,
  doctypeSchema,
  listDoctypesQuerySchema,
  updateDoctypeBodySchema,
} from '@docsift/core/doctype';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { DoctypesService } from './doctypes.service.ts';
import { idParams } from '../platform/http/id-params.ts';
import { errorAnswers, noContent } from '../platform/http/route-answers.ts';

const response = { 200: doctypeSchema };
const atDoctypeLimit = errorAnswers('doctype/max-doctypes');

export function doctypesRoutes(app: HttpServer, doctypes: DoctypesService): void {
  app.get(
    '/api/doctypes',
    {
      schema: {
        operationId: 'listDoctypes',
        summary: 'List the doctypes the caller may use',
        querystring: listDoctypesQuerySchema,
        response: { 200: doctypeListSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      return {
        doctypes: await (request.query.state === 'draft'
          ? doctypes.listDrafts(userId)
          : doctypes.list(userId)),
      };
    },
  );

  app.post(
    '/api/doctypes',
    {
      schema: {
        operationId: 'createDoctype',
        summary: 'Create a doctype',
        body: createDoctypeBodySchema,
        response: { 201: doctypeSchema, ...atDoctypeLimit },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await doctypes.create(callerOf(request).userId, request.body)),
  );

  app.get(
    '/api/doctypes/:id',
    {
      schema: { operationId: 'getDoctype', summary: 'Read a doctype', params: idParams, response },
    },
    async (request) => doctypes.get(callerOf(request).userId, request.params.id),
  );

  app.patch(
    '/api/doctypes/:id',
    {
      schema: {
        operationId: 'updateDoctype',
        summary: 'Change a doctype',
        params: idParams,
        body: updateDoctypeBodySchema,
        response,
      },
    },
    async (request) => doctypes.update(callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/api/doctypes/:id/copy',
    {
      schema: {
        operationId: 'copyDoctype',
        summary: 'Copy a doctype',
        params: idParams,
        response: { 201: doctypeSchema, ...atDoctypeLimit },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await doctypes.copy(callerOf(request).userId, request.params.id)),
  );

  app.delete(
    '/api/doctypes/:id',
    {
      schema: {
        operationId: 'deleteDoctype',
        summary: 'Delete a doctype with its uploads and records',
        response: noContent,
        params: idParams,
      },
    },
    async (request, reply) => {
      await doctypes.delete(callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
