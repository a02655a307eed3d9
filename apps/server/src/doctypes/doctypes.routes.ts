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

const response = { 200: doctypeSchema };

export function doctypesRoutes(app: HttpServer, doctypes: DoctypesService): void {
  app.get(
    '/api/doctypes',
    { schema: { querystring: listDoctypesQuerySchema, response: { 200: doctypeListSchema } } },
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
    { schema: { body: createDoctypeBodySchema, response: { 201: doctypeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await doctypes.create(callerOf(request).userId, request.body)),
  );

  app.get('/api/doctypes/:id', { schema: { params: idParams, response } }, async (request) =>
    doctypes.get(callerOf(request).userId, request.params.id),
  );

  app.patch(
    '/api/doctypes/:id',
    { schema: { params: idParams, body: updateDoctypeBodySchema, response } },
    async (request) => doctypes.update(callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/api/doctypes/:id/copy',
    { schema: { params: idParams, response: { 201: doctypeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await doctypes.copy(callerOf(request).userId, request.params.id)),
  );

  app.delete('/api/doctypes/:id', { schema: { params: idParams } }, async (request, reply) => {
    await doctypes.delete(callerOf(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
