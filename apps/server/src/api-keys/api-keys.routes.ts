import {
  apiKeyListSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@docsift/core/api-key';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import { noContent } from '../platform/http/route-answers.ts';

const params = z.object({ id: z.string().max(200) });

/** The caller's API keys: listed without secrets, created (secret shown once), revoked. */
export function apiKeysRoutes(app: HttpServer, apiKeys: ApiKeysService): void {
  app.get(
    '/api/api-keys',
    {
      schema: {
        operationId: 'listApiKeys',
        summary: 'List the caller’s API keys, without their secrets',
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => ({
      apiKeys: await apiKeys.list(callerOf(request).userId),
    }),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        operationId: 'createApiKey',
        summary: 'Make an API key (its secret is answered once)',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await apiKeys.create(callerOf(request).userId, request.body.name)),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        response: noContent,
        params,
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
