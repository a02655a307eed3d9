/**
 * The credit ledger's contract (spec sections 1, 3, 9): movement types, the parse cost rule,
 * allowance periods, and the activity and daily chart reads. docs/credits.md tells the rules.
 */
import { z } from 'zod';
import { creditPools } from './credit-pools.ts';
import { planCredits } from './plans.ts';
import type { Role } from './roles.ts';
import { epochMs } from './timestamps.ts';

/**
 * Why credits moved. `opening`: a balance that existed before the ledger; `allowance`: the
 * plan's credits for a new period; `expired`: the allowance left when its period ended;
 * `parse`: pages processed (negative); `admin`: a correction (either sign).
 */
export const movementTypes = [
  'opening',
  'allowance',
  'expired',
  'purchase',
  'admin',
  'refund',
  'parse',
] as const;
export const movementTypeSchema = z.enum(movementTypes);
export type MovementType = z.infer<typeof movementTypeSchema>;

export const creditPoolSchema = z.enum(creditPools);
export type CreditPool = z.infer<typeof creditPoolSchema>;

/** A parse costs one credit per processed page, whatever the doctype mode; a reparse costs the same again. */
export const creditsPerPage = 1;

export function parseCost(pageCount: number): number {
  return pageCount * creditsPerPage;
}

/** `YYYY-MM`: the UTC month movements and chart items are grouped by. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** `at` moved by whole UTC calendar months; a day the target month lacks becomes its last day. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const dayStart = Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay));
  return dayStart + (at - Date.UTC(year, date.getUTCMonth(), date.getUTCDate()));
}

/** Activity and charts reach this many months back, the current one included. */
export const activityMonths = 24;

/** One ledger movement as the usage page lists it (spec section 3, Activity). */
export const activitySchema = z.object({
  id: z.string(),
  type: movementTypeSchema,
  /** Signed: spent credits are negative. */
  credits: z.number().int(),
  pool: creditPoolSchema,
  created: epochMs('When the credits moved'),
  email: z.string(),
  month: monthSchema,
  /** What a parse or its refund paid for, named as it was then; null for other movements. */
  upload: z.object({ id: z.string(), name: z.string(), doctypeTitle: z.string() }).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityQuerySchema = z.object({
  month: monthSchema,
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.string().max(200).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  activity: z.array(activitySchema),
  /** Pass back for the next page; null on the last one. */
  cursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityChartQuerySchema = z.object({ month: monthSchema });

/** Credits spent on one day (spec section 3, daily activity chart item). */
export const activityChartItemSchema = z.object({
  /** The UTC day, `YYYY-MM-DD`. */
  id: z.string(),
  credits: z.number().int(),
  month: monthSchema,
});
export type ActivityChartItem = z.infer<typeof activityChartItemSchema>;

export const activityChartSchema = z.object({ items: z.array(activityChartItemSchema).max(31) });
export type ActivityChart = z.infer<typeof activityChartSchema>;

/** The credits a role's period brings (spec section 9); admin, not a plan we sell, gets the largest. */
export function monthlyCredits(role: Role): number {
  return role === 'admin' ? planCredits.professional : planCredits[role];
}
