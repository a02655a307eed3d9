import { exportBodySchema } from '@docsift/core/record';
import { contentDisposition } from '../platform/http/content-disposition.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { ExportsService } from './exports.service.ts';

export function exportsRoutes(app: HttpServer, exports: ExportsService): void {
  app.post(
    '/api/doctypes/:id/exports',
    {
      schema: {
        operationId: 'exportRecords',
        summary: 'Export a doctype’s records as a CSV, JSON or XLSX file',
        description:
          'The records the view (upload, filters, sort, q, review, recordIds) shows, one column per field; `includeSource` and `includeReview` add columns after them, `csvStyle: german` writes a csv for German Excel.',
        params: idParams,
        body: exportBodySchema,
      },
    },
    async (request, reply) => {
      const file = await exports.open(callerOf(request).userId, request.params.id, request.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
