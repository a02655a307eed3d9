import type { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@docsift/core/api-key';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const apiKeysQueryKey = ['api-keys'] as const;

export const createApiKey = (body: CreateApiKeyBody) =>
  apiRequest<CreatedApiKey>('POST', '/api/api-keys', body);
export const revokeApiKey = (id: string) =>
  apiRequest<void>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`);

/** The caller's keys without their secrets, newest first as the server lists them. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: () => apiRequest<ApiKeyList>('GET', '/api/api-keys'),
    select: (list) => list.apiKeys,
  });
}
