/** `docsift credits grant`: an administrator's grant or correction, written to the ledger as an `admin` movement. */
import type { CreditPool } from '@docsift/core/credits';
import type { CreditLedger } from './credit-ledger.ts';

export async function grantCreditsCommand(
  services: {
    accounts: { findUserIdByEmail(email: string): Promise<string> };
    credits: Pick<CreditLedger, 'grant'>;
  },
  options: { email: string; credits: number; pool: CreditPool },
): Promise<string> {
  const userId = await services.accounts.findUserIdByEmail(options.email);
  const { credits } = await services.credits.grant({
    userId,
    credits: options.credits,
    type: 'admin',
    pool: options.pool,
    reference: null,
  });
  return `${options.email} now has ${credits.total} credits (${credits.count} of the plan, ${credits.extra} extra)\n`;
}
