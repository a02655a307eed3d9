/**
 * The composition root of the API role: platform pieces in, domain routes on.
 * Each service gets only the repositories and platform parts it uses.
 */
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createApiKeysRepository } from './api-keys/api-keys.repository.ts';
import { createApiKeysService } from './api-keys/api-keys.service.ts';
import { createAuth } from './auth/auth.ts';
import { createAuthRateLimiter } from './auth/auth-rate-limiter.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createAuthenticate } from './auth/authenticate.ts';
import { oidcRoutes } from './auth/oidc.routes.ts';
import { requestLanguage } from './auth/request-language.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { resetPasswordMail } from './auth/reset-password-mail.ts';
import { createCreditsRepository } from './credits/credits.repository.ts';
import type { DocumentServices } from './document-services.ts';
import { createDocumentServices, documentRoutes } from './document-services.ts';
import type { Config } from './platform/config/config.ts';
import type { Database } from './platform/db/database.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import type { HttpServer } from './platform/http/http-server.ts';
import { createHttpServer } from './platform/http/http-server.ts';
import type { Logger } from './platform/log/logger.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Pipeline } from './pipeline/pipeline.ts';
import { pipelineRoutes } from './pipeline/pipeline.routes.ts';
import { createSettingsRepository } from './settings/settings.repository.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { createSettingsService } from './settings/settings.service.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  mailer: Mailer;
  authSecret: string;
  /** The scan/parse pipeline: without it uploads are stored but not processed (and its routes are absent). */
  pipeline?: Pipeline;
}

/** The account services, shared by the API and the CLI; deleting an account deletes its doctypes through `documents`. */
export function createAccountServices(
  deps: AppDeps,
  documents: Pick<DocumentServices, 'doctypes'> = createDocumentServices(deps),
) {
  const { config, logger, database, mailer, authSecret } = deps;
  const settingsRepository = createSettingsRepository(database.db);
  const sessionCache = createSessionCache();
  const apiKeys = createApiKeysService(createApiKeysRepository(database.db));
  const accounts = createAccountsService({
    accounts: createAccountsRepository(database.db),
    settings: settingsRepository,
    credits: createCreditsRepository(database.db),
    deleteDocuments: (userId) => documents.doctypes.deleteAuthoredBy(userId),
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
  };
}

export async function buildApp(deps: AppDeps): Promise<HttpServer> {
  const documents = deps.pipeline?.documents ?? createDocumentServices(deps);
  const { auth, accounts, authService, settings, apiKeys } = createAccountServices(deps, documents);
  const { config, logger } = deps;
  const app = await createHttpServer({
    config,
    logger,
    authenticate: createAuthenticate(authService, apiKeys),
  });
  const rateLimiter = createAuthRateLimiter({
    perIpPerMinute: config.rateLimit.authPerIp,
    perEmailPerQuarterHour: config.rateLimit.authPerEmail,
  });
  healthRoutes(app);
  authRoutes(app, { authService, accounts, rateLimiter });
  oidcRoutes(app, { config, auth, authService });
  accountsRoutes(app, { accounts, authService });
  settingsRoutes(app, settings);
  await documentRoutes(app, documents, config);
  if (deps.pipeline) pipelineRoutes(app, deps.pipeline.service);
  return app;
}
