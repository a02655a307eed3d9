import type { RetentionDays } from '@docsift/core/plans';
import { effectiveRetention, retentionChoices } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';

export interface RetentionChoice {
  days: RetentionDays;
  /** The plan keeps uploads this long: a longer choice would be capped, so it is not offered. */
  isAllowed: boolean;
}

export interface RetentionView {
  /** What the select shows: the retention in force, the choice capped by the plan (spec section 4). */
  shown: RetentionDays;
  choices: RetentionChoice[];
  /** The longest retention the plan allows when some choices need a higher plan, else null. */
  limit: RetentionDays | null;
}

export function retentionView(role: Role, chosen: RetentionDays | null): RetentionView {
  const choices = retentionChoices.map((days) => ({
    days,
    isAllowed: effectiveRetention(role, days) === days,
  }));
  return {
    shown: effectiveRetention(role, chosen),
    choices,
    limit: choices.every(({ isAllowed }) => isAllowed)
      ? null
      : effectiveRetention(role, retentionChoices.at(-1)!),
  };
}
