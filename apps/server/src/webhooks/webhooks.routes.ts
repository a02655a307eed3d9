import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookInvocationListSchema,
  webhookInvocationSchema,
  webhookListQuerySchema,
  webhookListSchema,
  webhookSchema,
} from '@docsift/core/webhook';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import { idParams } from '../platform/http/id-params.ts';
import type { WebhooksService } from './webhooks.service.ts';
import { noContent } from '../platform/http/route-answers.ts';

const response = { 200: webhookSchema };

/** The caller's webhook specs (professional plan): CRUD, signing secret, invocations, send test. */
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
