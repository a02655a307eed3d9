/** `docsift users create|set-role`: account administration from the shell. */
import { registerBodySchema } from '@docsift/core/auth';
import { AppError } from '@docsift/core/errors';
import type { Role } from '@docsift/core/roles';
import type { AuthService } from '../auth/auth.service.ts';
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

export async function createUserCommand(
  services: {
    authService: Pick<AuthService, 'createUser'>;
    accounts: Pick<AccountsService, 'setRole'>;
  },
  user: NewUser,
): Promise<void> {
  const userId = await services.authService.createUser(user.email, user.password);
  await services.accounts.setRole(userId, user.role);
  process.stdout.write(`created ${user.email.toLowerCase()} (${userId}) with role ${user.role}\n`);
}

export async function setRoleCommand(
  { accounts }: { accounts: Pick<AccountsService, 'setRole' | 'findUserIdByEmail'> },
  options: { email: string; role: Role },
): Promise<void> {
  await accounts.setRole(await accounts.findUserIdByEmail(options.email), options.role);
  process.stdout.write(`${options.email} now has role ${options.role}\n`);
}
