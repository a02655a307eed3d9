/**
 * The signed-in user's account: the Me view, profile, password, deletion, and the
 * provisioning every new account gets (settings, its plan's credits).
 */
import { AppError } from '@docsift/core/errors';
import type { Me } from '@docsift/core/me';
import { effectiveRetention } from '@docsift/core/plans';
import type { RetentionDays } from '@docsift/core/plans';
import { roleOrFree } from '@docsift/core/roles';
import type { Role } from '@docsift/core/roles';
import { languageSchema } from '@docsift/core/settings';
import type { Language } from '@docsift/core/settings';
import { canDeleteAccount } from '@docsift/core/auth';
import type { CreditLedger } from '../credits/credit-ledger.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import type { AccountRow, AccountsRepository } from './accounts.repository.ts';

interface AccountsServiceDeps {
  accounts: AccountsRepository;
  settings: SettingsRepository;
  credits: Pick<CreditLedger, 'open' | 'balance'>;
  /** Deletes the user's documents with their stored files before the user row goes (the row cascade reaches no files). */
  deleteDocuments(userId: string): Promise<void>;
  /** Drops what this node caches about a user's sessions and keys. */
  forgetCaches(userId: string): void;
  /** Ends the user's paid subscriptions first, so nobody is charged for a deleted account. */
  endSubscriptions?(userId: string): Promise<void>;
  now?: () => number;
}

export function toMe(row: AccountRow): Me {
  const role = roleOrFree(row.role);
  const count = row.creditCount ?? 0;
  const extra = row.creditExtra ?? 0;
  return {
    uid: row.userId,
    email: row.email,
    displayName: row.name === '' ? null : row.name,
    photoURL: row.image,
    role,
    hasPassword: row.hasPassword,
    settings: {
      language: languageSchema.catch('en').parse(row.language),
      // Me shows the retention in force; GET /api/settings shows the stored choice.
      uploadRetention: effectiveRetention(role, row.uploadRetention as RetentionDays | null),
    },
    credits: { count, extra, total: count + extra },
  };
}

export function createAccountsService({
  accounts,
  settings,
  credits,
  deleteDocuments,
  forgetCaches,
  endSubscriptions = async () => {},
  now = Date.now,
}: AccountsServiceDeps) {
  return {
    async getMe(userId: string): Promise<Me> {
      const row = await accounts.find(userId);
      if (!row) throw new AppError('unauthenticated');
      const me = toMe(row);
      // An ended period renews on this read, so /api/me never shows a lapsed allowance.
      const isRenewalDue = row.creditPeriodEnd == null || now() >= row.creditPeriodEnd;
      return isRenewalDue ? { ...me, credits: await credits.balance(userId) } : me;
    },

    /** Rows every account has, however it signed up (password, OIDC, CLI). */
    async provision(userId: string, language: Language = 'en'): Promise<void> {
      await settings.insertDefaults(userId, language, now());
      await credits.open(userId);
    },

    async findUserIdByEmail(email: string): Promise<string> {
      const userId = await accounts.findUserIdByEmail(email);
      if (!userId) throw new AppError('auth/user-not-found');
      return userId;
    },

    async setRole(userId: string, role: Role): Promise<void> {
      await settings.update(userId, { role }, now());
    },

    /** Checks the typed e-mail equals the account's exactly, then deletes everything of the user. */
    async deleteAccount(userId: string, typedEmail: string): Promise<void> {
      const row = await accounts.find(userId);
      if (!row) throw new AppError('unauthenticated');
      if (!canDeleteAccount(typedEmail, row.email))
        throw new AppError('invalid-argument', { field: 'email', message: 'email_mismatch' });
      await endSubscriptions(userId);
      await deleteDocuments(userId);
      await accounts.deleteUser(userId);
      forgetCaches(userId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
