import type { RetentionDays } from '@docsift/core/plans';
import { defaultRetention, effectiveRetention } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';

export interface RetentionView {
  /** The value the select shows: the user's choice, else the plan default. */
  selected: RetentionDays;
  effective: RetentionDays;
  /** The plan caps the choice: show the effective value with a PRO hint. */
  isCapped: boolean;
}

export function retentionView(role: Role, chosen: RetentionDays | null): RetentionView {
  const selected = chosen ?? defaultRetention(role);
  const effective = effectiveRetention(role, chosen);
  return { selected, effective, isCapped: effective !== selected };
}
