/**
 * Answers a route declares beside its JSON body, so the OpenAPI document states every status the
 * route gives: no body (204), a redirect (302), and the domain errors only its service raises.
 * The errors every route shares (bad input, no caller, a foreign origin, an unknown id, the rate
 * limit) the document derives itself (openapi-document.ts).
 */
import { apiErrorBodySchema } from '@docsift/core/api-error-body';
import type { ErrorCode } from '@docsift/core/errors';
import { httpStatusOf } from '@docsift/core/errors';
import { z } from 'zod';

/**
 * `reply.status(204).send()`: Fastify serialises no body. Zod's undefined lets `send()` go without
 * one; the document spells it as no content.
 */
export const noContent = { 204: z.undefined().describe('Done; the answer has no body.') };

export function redirect(description: string) {
  return { 302: z.undefined().describe(`${description} (the Location header).`) };
}

/** The catalogue's error body under each code's status, the codes named in its description. */
export function errorAnswers(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(httpStatusOf(code), [...(byStatus.get(httpStatusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, named]) => [
      status,
      apiErrorBodySchema.describe(named.map((code) => `\`${code}\``).join(', ')),
    ]),
  );
}
