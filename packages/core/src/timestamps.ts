/**
 * The API's time fields, one spelling per unit, so the OpenAPI document says which a number is:
 * entities count milliseconds (as JavaScript's Date does); an upload's `expiresAt` counts
 * seconds (spec section 3).
 */
import { z } from 'zod';

export function epochMs(what: string) {
  return z.number().describe(`${what}: milliseconds since 1970-01-01T00:00:00Z.`);
}

export function epochSeconds(what: string) {
  return z.number().int().describe(`${what}: seconds since 1970-01-01T00:00:00Z.`);
}
