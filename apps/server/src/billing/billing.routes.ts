import { AppError } from '@docsift/core/errors';
import {
  checkoutBodySchema,
  paymentListQuerySchema,
  paymentListSchema,
  productListSchema,
  redirectUrlSchema,
  subscriptionStateSchema,
} from '@docsift/core/payments';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf, STRIPE_WEBHOOK_PATH } from '../platform/http/http-server.ts';
import type { BillingService } from './billing.service.ts';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

interface BillingRoutesDeps {
  billing: BillingService;
  /** Null in self-hosted mode: the webhook answers 501 payment/not-configured. */
  webhook: StripeWebhookService | null;
}

export async function billingRoutes(
  app: HttpServer,
  { billing, webhook }: BillingRoutesDeps,
): Promise<void> {
  app.get('/api/billing/products', { schema: { response: { 200: productListSchema } } }, () =>
    billing.products(),
  );
  app.get(
    '/api/billing/subscription',
    { schema: { response: { 200: subscriptionStateSchema } } },
    (request) => billing.subscription(callerOf(request).userId),
  );
  app.get(
    '/api/billing/payments',
    { schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    (request) => billing.payments(callerOf(request).userId, request.query.limit),
  );
  app.post(
    '/api/billing/checkout',
    { schema: { body: checkoutBodySchema, response: { 200: redirectUrlSchema } } },
    (request) => billing.checkout(callerOf(request).userId, request.body),
  );
  app.post('/api/billing/portal', { schema: { response: { 200: redirectUrlSchema } } }, (request) =>
    billing.portal(callerOf(request).userId),
  );

  // The signature covers the exact bytes Stripe sent: this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      if (!webhook) throw new AppError('payment/not-configured');
      const signature = request.headers['stripe-signature'];
      const outcome = await webhook.receive(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true, outcome };
    });
  });
}
