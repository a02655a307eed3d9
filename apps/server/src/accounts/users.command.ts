/** `docsift users create|set-role`: account administration from the shell. */
import { registerBodySchema } from '@docsift/core/auth';
import { AppError } from '@docsift/core/errors';
import type { Role } from '@docsift/core/roles';
import { addMonths } from '@docsift/core/credits';
import type { AuthService } from '../auth/auth.service.ts';
import type { CreditLedger } from '../credits/credit-ledger.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { AccountsService } from './accounts.service.ts';

interface NewUser {
  email: string;
  password: string;
  role: Role;
}

/** The same rules as registering in the browser (minus the privacy checkbox), checked before the database opens. */
export function parseNewUser(options: NewUser): NewUser {
  const parsed = registerBodySchema.omit({ privacy: true }).safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('invalid-argument', {
      field: String(issue.path[0]),
      message: `${String(issue.path[0])}: ${issue.message}`,
    });
  }
  return { ...parsed.data, role: options.role };
}

interface RoleServices {
  accounts: Pick<AccountsService, 'setRole' | 'getMe'>;
  credits: Pick<CreditLedger, 'startPeriod'>;
  doctypes: Pick<DoctypesService, 'announceAuthorPlan'>;
}

/**
 * Without a payment provider the shell administers plans: a changed role starts a period with its
 * allowance now (docs/credits.md), as a paid subscription would, instead of at the next renewal.
 */
async function changeRole(
  { accounts, credits, doctypes }: RoleServices,
  userId: string,
  role: Role,
) {
  if ((await accounts.getMe(userId)).role === role) return;
  await accounts.setRole(userId, role);
  const start = Date.now();
  await credits.startPeriod({ userId, role, start, end: addMonths(start, 1), reference: null });
  // Reaches the members' open pages on PostgreSQL; the embedded mode's bus stays in this process.
  await doctypes.announceAuthorPlan(userId);
}

export async function createUserCommand(
  services: RoleServices & { authService: Pick<AuthService, 'createUser'> },
  user: NewUser,
): Promise<string> {
  const userId = await services.authService.createUser(user.email, user.password);
  await changeRole(services, userId, user.role);
  return `created ${user.email.toLowerCase()} (${userId}) with role ${user.role}\n`;
}

export async function setRoleCommand(
  services: RoleServices & { accounts: Pick<AccountsService, 'findUserIdByEmail'> },
  options: { email: string; role: Role },
): Promise<string> {
  await changeRole(
    services,
    await services.accounts.findUserIdByEmail(options.email),
    options.role,
  );
  return `${options.email} now has role ${options.role}\n`;
}
