import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookInvocationListSchema,
  webhookInvocationSchema,
  webhookListQuerySchema,
  webhookListSchema,
  webhookPayloadSchema,
  webhookSchema,
} from '@docsift/core/webhook';
import { userText } from '@docsift/core/user-text';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { WebhooksService } from './webhooks.service.ts';
import { noContent } from '../platform/http/route-answers.ts';

const response = { 200: webhookSchema };

/** `/api/webhooks/:id/invocations/:invocationId/…`: both ids capped like any other. */
const invocationParams = idParams.extend({ invocationId: userText().max(200) });

/**
 * The caller's webhook specs (professional plan): CRUD, signing secret, invocations and their
 * resend, send test, and the sample payload.
 */
export function webhooksRoutes(app: HttpServer, webhooks: WebhooksService): void {
  app.get(
    '/api/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        summary: 'List the caller’s webhooks',
        querystring: webhookListQuerySchema,
        response: { 200: webhookListSchema },
      },
    },
    async (request) => ({
      webhooks: await webhooks.list(callerOf(request).userId, request.query.target),
    }),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        operationId: 'createWebhook',
        summary: 'Create a webhook for a doctype',
        body: createWebhookBodySchema,
        response: { 201: webhookSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(callerOf(request).userId, request.body)),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        summary: 'Change a webhook',
        params: idParams,
        body: updateWebhookBodySchema,
        response,
      },
    },
    async (request) => webhooks.update(callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook',
        response: noContent,
        params: idParams,
      },
    },
    async (request, reply) => {
      await webhooks.delete(callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/webhooks/:id/secret',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: 'Make a new signing secret for a webhook',
        params: idParams,
        response,
      },
    },
    (request) => webhooks.rotateSecret(callerOf(request).userId, request.params.id),
  );

  app.get(
    '/api/webhooks/:id/invocations',
    {
      schema: {
        operationId: 'listWebhookInvocations',
        summary: 'List a webhook’s delivery attempts',
        params: idParams,
        response: { 200: webhookInvocationListSchema },
      },
    },
    async (request) => ({
      invocations: await webhooks.invocations(callerOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/api/webhooks/sample',
    {
      schema: {
        operationId: 'getWebhookSamplePayload',
        summary: 'The body a delivery of a doctype has, with one sample record',
        querystring: webhookListQuerySchema,
        response: { 200: webhookPayloadSchema },
      },
    },
    (request) => webhooks.samplePayload(callerOf(request).userId, request.query.target),
  );

  app.post(
    '/api/webhooks/:id/invocations/:invocationId/resend',
    {
      schema: {
        operationId: 'resendWebhookInvocation',
        summary: 'Send a failed delivery again, with the same delivery id',
        params: invocationParams,
        response: { 200: webhookInvocationSchema },
      },
    },
    (request) =>
      webhooks.resend(callerOf(request).userId, request.params.id, request.params.invocationId),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      schema: {
        operationId: 'sendWebhookTest',
        summary: 'Send a test delivery with sample records',
        params: idParams,
        response: { 200: webhookInvocationSchema },
      },
    },
    (request) => webhooks.sendTest(callerOf(request).userId, request.params.id),
  );
}
