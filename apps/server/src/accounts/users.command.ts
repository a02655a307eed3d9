/** `docsift users create|set-role`: account administration from the shell. */
import { registerBodySchema } from '@docsift/core/auth';
import { AppError } from '@docsift/core/errors';
import type { Role } from '@docsift/core/roles';
import { withAccountServices } from './with-account-services.ts';

export async function createUserCommand(options: {
  email: string;
  password: string;
  role: Role;
}): Promise<void> {
  // The same rules as registering in the browser (minus the privacy checkbox).
  const parsed = registerBodySchema.omit({ privacy: true }).safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('invalid-argument', {
      field: String(issue.path[0]),
      message: `${String(issue.path[0])}: ${issue.message}`,
    });
  }
  await withAccountServices(async ({ authService, accounts }) => {
    const userId = await authService.createUser(parsed.data.email, parsed.data.password);
    await accounts.setRole(userId, options.role);
    process.stdout.write(
      `created ${parsed.data.email.toLowerCase()} (${userId}) with role ${options.role}\n`,
    );
  });
}

export async function setRoleCommand(options: { email: string; role: Role }): Promise<void> {
  await withAccountServices(async ({ accounts }) => {
    await accounts.setRole(await accounts.findUserIdByEmail(options.email), options.role);
    process.stdout.write(`${options.email} now has role ${options.role}\n`);
  });
}
