import type { Credits } from '@docsift/core/me';
import { creditLevel, isCreditTextLow, planCredits } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';

export interface CreditMeterState {
  total: number;
  plan: number;
  /** Bar fill in percent, 0–100. */
  percent: number;
  barColor: 'teal' | 'yellow' | 'red';
  isTextLow: boolean;
}

const barColors = { ok: 'teal', warn: 'yellow', danger: 'red' } as const;

/** Bar red below 10 % of the plan's credits, warn below 25 %; text red below 100 credits. */
export function creditMeterState(credits: Credits, role: Role): CreditMeterState {
  // Admins have no plan of their own; measure them against the largest allowance.
  const plan = role === 'admin' ? planCredits.professional : planCredits[role];
  const percent = plan > 0 ? Math.min(100, Math.max(0, (credits.total / plan) * 100)) : 100;
  return {
    total: credits.total,
    plan,
    percent,
    barColor: barColors[creditLevel(credits.total, plan)],
    isTextLow: isCreditTextLow(credits.total),
  };
}
