import type { Doctype, DoctypeOutputs } from './doctype.ts';
import type { ExportFormat } from './record.ts';
import { exportFormats } from './record.ts';
import type { Role } from './roles.ts';
import { canExport, hasRole, requiredRoles } from './roles.ts';

/** Monthly credit allowance per plan (spec section 9). */
export const planCredits: Record<Exclude<Role, 'admin'>, number> = {
  free: 500,
  starter: 3000,
  professional: 6000,
};

/** Maximum doctypes by role; admin is unlimited. */
export function maxDoctypes(role: Role): number {
  switch (role) {
    case 'free':
      return 3;
    case 'starter':
      return 15;
    case 'professional':
      return 100;
    case 'admin':
      return Number.POSITIVE_INFINITY;
  }
}

/**
 * Uploads a user may have waiting to be processed (uploaded, scanning or parsing). A scan costs
 * no credits until its parse, so a free user's queue of images without text was free work for the
 * whole machine (issue 27); the paid plans pay for their pages and are not capped.
 */
export function maxWaitingUploads(role: Role): number {
  return role === 'free' ? FREE_MAX_WAITING_UPLOADS : Number.POSITIVE_INFINITY;
}
export const FREE_MAX_WAITING_UPLOADS = 25;

export const retentionChoices = [7, 14, 30, 90, 182, 365] as const;
export type RetentionDays = (typeof retentionChoices)[number];

/** Plan default retention in days (enterprise in the spec's map is not a role we sell). */
export function defaultRetention(role: Role): RetentionDays {
  switch (role) {
    case 'free':
      return 7;
    case 'starter':
      return 30;
    case 'professional':
    case 'admin':
      return 90;
  }
}

/** The retention in force: the chosen value, capped to the plan default below professional. */
export function effectiveRetention(
  role: Role,
  chosen: RetentionDays | null | undefined,
): RetentionDays {
  const planDefault = defaultRetention(role);
  if (chosen == null) return planDefault;
  if (hasRole(role, requiredRoles.customRetention)) return chosen;
  return chosen < planDefault ? chosen : planDefault;
}

/** What a plan gives, as the subscription page lists it beside the price (issue 25). */
export interface PlanFeatures {
  maxDoctypes: number;
  retentionDays: RetentionDays;
  customRetention: boolean;
  xlsxDownload: boolean;
  inboundEmail: boolean;
  webhooks: boolean;
}

/** Read from the same limits and role gates the server enforces, so the page cannot promise more. */
export function planFeatures(role: Role): PlanFeatures {
  return {
    maxDoctypes: maxDoctypes(role),
    retentionDays: defaultRetention(role),
    customRetention: hasRole(role, requiredRoles.customRetention),
    xlsxDownload: hasRole(role, requiredRoles.xlsxDownload),
    inboundEmail: hasRole(role, requiredRoles.inboundEmail),
    webhooks: hasRole(role, requiredRoles.webhooks),
  };
}

/** Credit meter colour (spec section 9): red below 10 % of plan credits, warn below 25 %. */
export function creditLevel(total: number, planTotal: number): 'ok' | 'warn' | 'danger' {
  if (planTotal <= 0) return 'ok';
  const share = total / planTotal;
  if (share < 0.1) return 'danger';
  if (share < 0.25) return 'warn';
  return 'ok';
}

/** The meter text turns red below 100 credits. */
export function isCreditTextLow(total: number): boolean {
  return total < 100;
}

/**
 * The gated outputs of a doctype whose author has `authorRole`: every member of its team gets
 * them, whatever their own plan (docs/teams.md).
 */
export function doctypeOutputs(authorRole: Role): DoctypeOutputs {
  return {
    exportFormats: exportFormats.filter((format) => canExport(authorRole, format)),
    inboundEmail: hasRole(authorRole, requiredRoles.inboundEmail),
    webhooks: hasRole(authorRole, requiredRoles.webhooks),
  };
}

/** A member exports a doctype in a format their own plan gives, or its author's plan. */
export function canExportDoctype(
  role: Role,
  doctype: Pick<Doctype, 'outputs'>,
  format: ExportFormat,
): boolean {
  return canExport(role, format) || doctype.outputs.exportFormats.includes(format);
}
