/**
 * Which core schema describes each JSON answer, checked in development builds only (the API
 * client loads this module behind `import.meta.env.DEV`, so production ships neither it nor zod).
 */
import { apiKeyListSchema, createdApiKeySchema } from '@docsift/core/api-key';
import { lessonCountsSchema } from '@docsift/core/lessons';
import { meSchema } from '@docsift/core/me';
import { doctypeListSchema, doctypeSchema } from '@docsift/core/doctype';
import {
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
} from '@docsift/core/notification';
import { ocrDocumentSchema } from '@docsift/core/ocr';
import {
  calibrateResponseSchema,
  parseInlineResponseSchema,
  reparseResponseSchema,
  suggestFieldsResponseSchema,
} from '@docsift/core/pipeline';
import { recordCountSchema, recordPageSchema, recordSchema } from '@docsift/core/record';
import { userSettingsSchema } from '@docsift/core/settings';
import { uploadListSchema, uploadSchema, uploadSummaryListSchema } from '@docsift/core/upload';
import {
  webhookInvocationListSchema,
  webhookInvocationSchema,
  webhookListSchema,
  webhookSchema,
} from '@docsift/core/webhook';
import type { z } from 'zod';

const id = '[^/?]+';
const contracts: [method: string, path: RegExp, schema: z.ZodType][] = [
  ['GET', /^\/api\/me$/, meSchema],
  ['POST', /^\/api\/auth\/(login|register)$/, meSchema],
  ['PATCH', /^\/api\/account$/, meSchema],
  ['PATCH', /^\/api\/settings$/, userSettingsSchema],
  ['GET', /^\/api\/api-keys$/, apiKeyListSchema],
  ['POST', /^\/api\/api-keys$/, createdApiKeySchema],
  ['GET', /^\/api\/doctypes(\?state=draft)?$/, doctypeListSchema],
  ['POST', /^\/api\/doctypes$/, doctypeSchema],
  ['GET', new RegExp(`^/api/doctypes/${id}$`), doctypeSchema],
  ['PATCH', new RegExp(`^/api/doctypes/${id}$`), doctypeSchema],
  ['POST', new RegExp(`^/api/doctypes/${id}/copy$`), doctypeSchema],
  ['POST', new RegExp(`^/api/doctypes/${id}/reparse$`), reparseResponseSchema],
  ['POST', new RegExp(`^/api/doctypes/${id}/parse-inline$`), parseInlineResponseSchema],
  ['POST', new RegExp(`^/api/doctypes/${id}/calibrate$`), calibrateResponseSchema],
  ['GET', new RegExp(`^/api/doctypes/${id}/lessons$`), lessonCountsSchema],
  ['GET', new RegExp(`^/api/doctypes/${id}/records(\\?.*)?$`), recordPageSchema],
  ['GET', new RegExp(`^/api/doctypes/${id}/records/count(\\?.*)?$`), recordCountSchema],
  ['POST', new RegExp(`^/api/doctypes/${id}/records/${id}/approve$`), recordSchema],
  ['GET', /^\/api\/notifications$/, notificationListSchema],
  ['POST', /^\/api\/notifications\/read-all$/, markAllReadResponseSchema],
  ['PATCH', new RegExp(`^/api/notifications/${id}$`), notificationSchema],
  ['GET', /^\/api\/uploads(\?.*)?$/, uploadListSchema],
  // Before the one-upload pattern, which its path would match too.
  ['GET', /^\/api\/uploads\/summaries$/, uploadSummaryListSchema],
  ['GET', new RegExp(`^/api/uploads/${id}$`), uploadSchema],
  ['GET', new RegExp(`^/api/uploads/${id}/ocr$`), ocrDocumentSchema],
  ['POST', new RegExp(`^/api/uploads/${id}/suggest-fields$`), suggestFieldsResponseSchema],
  ['GET', /^\/api\/webhooks(\?.*)?$/, webhookListSchema],
  ['POST', /^\/api\/webhooks$/, webhookSchema],
  ['PATCH', new RegExp(`^/api/webhooks/${id}$`), webhookSchema],
  ['GET', new RegExp(`^/api/webhooks/${id}/invocations$`), webhookInvocationListSchema],
  ['POST', new RegExp(`^/api/webhooks/${id}/test$`), webhookInvocationSchema],
];

/** Throws when a successful answer does not match the core schema of its route, if it has one. */
export function checkResponse(method: string, path: string, payload: unknown): void {
  const contract = contracts.find(([m, pattern]) => m === method && pattern.test(path));
  if (!contract) return;
  const result = contract[2].safeParse(payload);
  if (!result.success)
    throw new Error(`${method} ${path} answered outside its core schema: ${result.error.message}`);
}
