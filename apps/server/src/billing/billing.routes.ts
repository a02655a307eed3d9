import { AppError } from '@docsift/core/errors';
import { errorAnswers } from '../platform/http/route-answers.ts';
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
import { z } from 'zod';

interface BillingRoutesDeps {
  billing: BillingService;
  /** Null in self-hosted mode: the webhook answers 501 payment/not-configured. */
  webhook: StripeWebhookService | null;
}

export async function billingRoutes(
  app: HttpServer,
  { billing, webhook }: BillingRoutesDeps,
): Promise<void> {
  app.get(
    '/api/billing/products',
    {
      schema: {
        operationId: 'listProducts',
        summary: 'List the plans and credit bundles',
        response: { 200: productListSchema },
      },
    },
    () => billing.products(),
  );
  app.get(
    '/api/billing/subscription',
    {
      schema: {
        operationId: 'getSubscription',
        summary: 'Read the caller’s plan and subscription',
        response: { 200: subscriptionStateSchema },
      },
    },
    (request) => billing.subscription(callerOf(request).userId),
  );
  app.get(
    '/api/billing/payments',
    {
      schema: {
        operationId: 'listPayments',
        summary: 'List the caller’s payments',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    (request) => billing.payments(callerOf(request).userId, request.query.limit),
  );
  app.post(
    '/api/billing/checkout',
    {
      schema: {
        operationId: 'startCheckout',
        summary: 'Start a Stripe checkout for a plan or a credit bundle',
        body: checkoutBodySchema,
        response: { 200: redirectUrlSchema, ...errorAnswers('payment/already-subscribed') },
      },
    },
    (request) => billing.checkout(callerOf(request).userId, request.body),
  );
  app.post(
    '/api/billing/upgrade',
    {
      schema: {
        operationId: 'upgradePlan',
        summary: 'Move the caller’s live subscription to a higher plan now',
        description:
          'Stripe charges the difference for the rest of the period at once; the role and the credits change with its events.',
        body: checkoutBodySchema,
        response: {
          200: subscriptionStateSchema,
          ...errorAnswers(
            'payment/product-not-found',
            'payment/not-subscribed',
            'payment/already-subscribed',
            'payment/not-an-upgrade',
          ),
        },
      },
    },
    (request) => billing.changePlan(callerOf(request).userId, request.body),
  );
  app.post(
    '/api/billing/portal',
    {
      schema: {
        operationId: 'openBillingPortal',
        summary: 'Open the Stripe customer portal',
        response: { 200: redirectUrlSchema },
      },
    },
    (request) => billing.portal(callerOf(request).userId),
  );

  // The signature covers the exact bytes Stripe sent: this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          operationId: 'receiveStripeEvent',
          summary: 'Receive a signed Stripe event',
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.enum(['applied', 'replayed', 'ignored']),
            }),
          },
        },
      },
      async (request) => {
        if (!webhook) throw new AppError('payment/not-configured');
        const signature = request.headers['stripe-signature'];
        const outcome = await webhook.receive(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true, outcome };
      },
    );
  });
}
