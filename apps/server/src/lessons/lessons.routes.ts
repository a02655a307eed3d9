import { forgetLessonsQuerySchema, lessonCountsSchema } from '@docsift/core/lessons';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import { noContent } from '../platform/http/route-answers.ts';
import type { LessonsService } from './lessons.service.ts';

export function lessonsRoutes(app: HttpServer, lessons: LessonsService): void {
  app.get(
    '/api/doctypes/:id/lessons',
    {
      schema: {
        operationId: 'countLessons',
        summary: 'Count the corrections each field of a doctype learned from',
        params: idParams,
        response: { 200: lessonCountsSchema },
      },
    },
    async (request) => lessons.counts(callerOf(request).userId, request.params.id),
  );

  app.delete(
    '/api/doctypes/:id/lessons',
    {
      schema: {
        operationId: 'forgetLessons',
        summary: 'Forget what corrections taught a doctype: one field’s lessons, or all',
        params: idParams,
        querystring: forgetLessonsQuerySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await lessons.forget(callerOf(request).userId, request.params.id, request.query.field);
      return reply.status(204).send();
    },
  );
}
