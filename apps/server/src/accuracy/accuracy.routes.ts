import { doctypeAccuracySchema } from '@docsift/core/accuracy';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { AccuracyService } from './accuracy.service.ts';

export function accuracyRoutes(app: HttpServer, accuracy: AccuracyService): void {
  app.get(
    '/api/doctypes/:id/accuracy',
    {
      schema: {
        operationId: 'getDoctypeAccuracy',
        summary:
          'Measure per field the share of extracted values people corrected, over time and per confidence band',
        params: idParams,
        response: { 200: doctypeAccuracySchema },
      },
    },
    async (request) => accuracy.of(callerOf(request).userId, request.params.id),
  );
}
