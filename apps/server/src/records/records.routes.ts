import { recordPageSchema } from '@docsift/core/record';
import { z } from 'zod';
import { userText } from '@docsift/core/user-text';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { RecordsService } from './records.service.ts';
import { idParams } from '../platform/http/id-params.ts';

/** `upload=all` (the records/all route) means every upload. */
const querystring = z.object({ upload: userText().max(200).optional() });

export function recordsRoutes(app: HttpServer, records: RecordsService): void {
  app.get(
    '/api/doctypes/:id/records',
    { schema: { params: idParams, querystring, response: { 200: recordPageSchema } } },
    async (request) => {
      const upload = request.query.upload === 'all' ? undefined : request.query.upload || undefined;
      return records.page(callerOf(request).userId, request.params.id, upload);
    },
  );
}
