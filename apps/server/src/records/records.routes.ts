import { recordPageSchema } from '@docsift/core/record';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { RecordsService } from './records.service.ts';

const params = z.object({ id: z.string().max(200) });
/** `upload=all` (the records/all route) means every upload. */
const querystring = z.object({ upload: z.string().max(200).optional() });

export function recordsRoutes(app: HttpServer, records: RecordsService): void {
  app.get(
    '/api/doctypes/:id/records',
    { schema: { params, querystring, response: { 200: recordPageSchema } } },
    async (request) => {
      const upload = request.query.upload === 'all' ? undefined : request.query.upload || undefined;
      return records.page(callerOf(request).userId, request.params.id, upload);
    },
  );
}
