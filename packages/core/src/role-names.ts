/**
 * Roles in rank order (spec section 6). Without zod, so the CLI checks a `--role` before it
 * loads anything heavier (`docsift --help` stays quick); roles.ts holds their rules.
 */
export const roles = ['free', 'starter', 'professional', 'admin'] as const;
