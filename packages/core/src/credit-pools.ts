/**
 * `count` is the plan's allowance of the period, spent first; `extra` (bundles) never lapses.
 * Without zod, so the CLI checks a `--pool` before it loads anything heavier.
 */
export const creditPools = ['count', 'extra'] as const;
