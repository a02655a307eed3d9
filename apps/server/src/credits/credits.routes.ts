import {
  activityChartQuerySchema,
  activityChartSchema,
  activityPageSchema,
  activityQuerySchema,
} from '@docsift/core/credits';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { CreditActivity } from './credit-activity.ts';

export function creditsRoutes(app: HttpServer, activity: CreditActivity): void {
  app.get(
    '/api/billing/activity',
    {
      schema: {
        operationId: 'listCreditActivity',
        summary: 'Page through the credits’ movements',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    (request) => activity.page(callerOf(request).userId, request.query),
  );

  app.get(
    '/api/billing/activity-chart',
    {
      schema: {
        operationId: 'getCreditActivityChart',
        summary: 'Credits used per day of a month',
        querystring: activityChartQuerySchema,
        response: { 200: activityChartSchema },
      },
    },
    async (request) => ({
      items: await activity.chart(callerOf(request).userId, request.query.month),
    }),
  );
}
