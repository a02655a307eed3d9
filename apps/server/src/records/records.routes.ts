import { recordPageSchema, recordQuerySchema } from '@docsift/core/record';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { RecordsService } from './records.service.ts';
import { idParams } from '../platform/http/id-params.ts';

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
}
