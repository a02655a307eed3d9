import {
  recordPageSchema,
  recordQuerySchema,
  recordSchema,
  updateRecordBodySchema,
} from '@docsift/core/record';
import { userText } from '@docsift/core/user-text';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { RecordsService } from './records.service.ts';
import { idParams } from '../platform/http/id-params.ts';

/** `/api/doctypes/:id/records/:recordId`: the record id capped like any other id. */
const recordParams = idParams.extend({ recordId: userText().max(200) });

export function recordsRoutes(app: HttpServer, records: RecordsService): void {
  app.get(
    '/api/doctypes/:id/records',
    {
      schema: {
        params: idParams,
        querystring: recordQuerySchema,
        response: { 200: recordPageSchema },
      },
    },
    async (request) => {
      const upload = request.query.upload === 'all' ? undefined : request.query.upload || undefined;
      return records.page(callerOf(request).userId, request.params.id, upload);
    },
  );

  app.patch(
    '/api/doctypes/:id/records/:recordId',
    {
      schema: {
        params: recordParams,
        body: updateRecordBodySchema,
        response: { 200: recordSchema },
      },
    },
    async (request) =>
      records.update(
        callerOf(request).userId,
        request.params.id,
        request.params.recordId,
        request.body,
      ),
  );

  app.delete(
    '/api/doctypes/:id/records/:recordId',
    { schema: { params: recordParams } },
    async (request, reply) => {
      await records.delete(callerOf(request).userId, request.params.id, request.params.recordId);
      return reply.status(204).send();
    },
  );
}
