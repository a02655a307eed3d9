/**
 * The account services, shared by the API and the CLI: better-auth, accounts, settings, API
 * keys and the credit ledger. Deleting an account deletes its doctypes (files included) through `doctypes`.
 */
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import { createApiKeysRepository } from '../api-keys/api-keys.repository.ts';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';
import { createAuth } from '../auth/auth.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { lowCostPasswordHashing } from '../auth/low-cost-password-hashing.ts';
import { requestLanguage } from '../auth/request-language.ts';
import { resetPasswordMail } from '../auth/reset-password-mail.ts';
import { createSessionCache } from '../auth/session-cache.ts';
import { createCreditActivity } from '../credits/credit-activity.ts';
import { createCreditLedger } from '../credits/credit-ledger.ts';
import { creditStoresOn } from '../credits/credits.repository.ts';
import type { BillingService } from '../billing/billing.service.ts';
import { createCreditsRepository } from '../credits/credits.repository.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { createRevocations } from '../platform/events/revocations.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import type { Runtime } from '../platform/runtime.ts';

export interface AccountServicesDeps extends Runtime {
  mailer: Mailer;
  /** The bus revocations are announced on to every node. */
  events?: EventBus;
}

export function createAccountServices(
  { config, logger, database, mailer, authSecret, events, testHooks }: AccountServicesDeps,
  doctypes: Pick<DoctypesService, 'deleteAuthoredBy'>,
  billing?: Pick<BillingService, 'endSubscriptions'>,
) {
  const settingsRepository = createSettingsRepository(database.db);
  const revocations = events && createRevocations(events, logger);
  const announce = revocations?.announce;
  const sessionCache = createSessionCache(Date.now, announce);
  const apiKeys = createApiKeysService({
    repository: createApiKeysRepository(database.db, database.dialect),
    logger,
    ...(announce && { announce }),
  });
  revocations?.listen((revocation) => {
    sessionCache.applyRevocation(revocation);
    apiKeys.applyRevocation(revocation);
  });
  const credits = createCreditLedger(creditStoresOn(database));
  const accounts = createAccountsService({
    accounts: createAccountsRepository(database.db),
    settings: settingsRepository,
    credits,
    deleteDocuments: (userId) => doctypes.deleteAuthoredBy(userId),
    ...(billing ? { endSubscriptions: (userId: string) => billing.endSubscriptions(userId) } : {}),
    forgetCaches(userId) {
      sessionCache.forgetUser(userId);
      apiKeys.forgetUser(userId);
    },
  });
  const auth = createAuth({
    config,
    database,
    secret: authSecret,
    logger,
    onUserCreated: (userId) => accounts.provision(userId, requestLanguage.getStore()),
    onPasswordReset: (userId) => sessionCache.forgetUser(userId),
    ...(testHooks?.passwordHashCost && {
      passwordHashing: lowCostPasswordHashing(testHooks.passwordHashCost),
    }),
    async sendResetPassword(user, token) {
      const language =
        requestLanguage.getStore() ?? (await settingsRepository.find(user.id))?.language ?? 'en';
      await mailer.send(resetPasswordMail(user.email, config.publicUrl, token, language));
    },
  });
  return {
    auth,
    accounts,
    authService: createAuthService(auth, sessionCache),
    settings: createSettingsService(settingsRepository),
    apiKeys,
    /** Resolves once the revocations announced so far have left (see platform/events/revocations.ts). */
    revocationsSent: () => revocations?.sent() ?? Promise.resolve(),
    credits,
    creditActivity: createCreditActivity(createCreditsRepository(database.db, database.dialect), {
      now: () => Date.now(),
    }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
