/** API keys (`Authorization: Bearer dsk_…`) of the caller: listed without their secret, which is shown once. */
import { z } from 'zod';
import { epochMs } from './timestamps.ts';

export const API_KEY_ID_PREFIX = 'apikey-';
export const API_KEY_SECRET_PREFIX = 'dsk_';

export const apiKeySchema = z.object({
  id: z.string().startsWith(API_KEY_ID_PREFIX),
  name: z.string(),
  /** The first characters of the secret, to recognise a key. */
  prefix: z.string(),
  created: epochMs('When the key was made'),
  /** Recorded at most once a minute per key and node; null when never used. */
  lastUsed: epochMs('When the key was last used').nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyBodySchema = z
  .object({ name: z.string().trim().min(1).max(100) })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** The answer to a creation: the only time the secret `key` is visible. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().startsWith(API_KEY_SECRET_PREFIX),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
