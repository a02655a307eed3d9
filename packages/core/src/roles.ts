import { z } from 'zod';
import type { ExportFormat } from './record.ts';
import { roles } from './role-names.ts';

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** A stored role as the rules read it: none, or one this version does not know, reads as free. */
export function roleOrFree(stored: unknown): Role {
  return roleSchema.catch('free').parse(stored);
}

export function roleRank(role: Role): number {
  return roles.indexOf(role);
}

/** A check passes when the user's role is at least the required one. */
export function hasRole(role: Role, required: Role): boolean {
  return roleRank(role) >= roleRank(required);
}

/** Capabilities gated by role (spec section 6). xlsx: the spec reads both ways; we take starter. */
export const requiredRoles = {
  csvJsonDownload: 'free',
  xlsxDownload: 'starter',
  inboundEmail: 'starter',
  webhooks: 'professional',
  customRetention: 'professional',
} as const satisfies Record<string, Role>;

/** The role each export format needs: the server refuses the download, the web greys it out. */
export const exportFormatRoles = {
  csv: requiredRoles.csvJsonDownload,
  json: requiredRoles.csvJsonDownload,
  xlsx: requiredRoles.xlsxDownload,
} as const satisfies Record<ExportFormat, Role>;

export function canExport(role: Role, format: ExportFormat): boolean {
  return hasRole(role, exportFormatRoles[format]);
}
