/**
 * better-auth, configured for Docsift: our Kysely instance and tables (created by our
 * migrations, see platform/db/migrations), e-mail + password with reset by mail, and any
 * OpenID Connect provider through discovery. Our routes call `auth.api.*`; only the OAuth
 * callback reaches better-auth's own handler, under `authBasePath`.
 */
import { MIN_PASSWORD_LENGTH } from '@docsift/core/limits';
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { Logger } from '../platform/log/logger.ts';
import type { lowCostPasswordHashing } from './low-cost-password-hashing.ts';

export const authBasePath = '/api/auth/provider';
export const oidcProviderId = 'oidc';
/** better-auth sends OAuth failures here; we turn them into /login?flash=… */
export const oidcFailurePath = '/api/auth/oidc/failed';
const resetTokenSeconds = 60 * 60;

interface AuthOptions {
  config: Pick<Config, 'publicUrl' | 'oidc'>;
  database: Database;
  secret: string;
  logger: Logger;
  /** Mails the reset link; the token is single-use and expires after an hour. */
  sendResetPassword(user: { id: string; email: string }, token: string): Promise<void>;
  /** Creates the rows every account has (settings, credits), however it signed up. */
  onUserCreated(userId: string): Promise<void>;
  /** A reset ended every session of the user. */
  onPasswordReset(userId: string): void;
  /** A test server's cheaper hashing (low-cost-password-hashing.ts); better-auth's scrypt if none. */
  passwordHashing?: ReturnType<typeof lowCostPasswordHashing>;
}

const at = 'created_at';
const ut = 'updated_at';

export function createAuth({
  config,
  database,
  secret,
  logger,
  sendResetPassword,
  onUserCreated,
  onPasswordReset,
  passwordHashing,
}: AuthOptions) {
  const oidc = config.oidc;
  return betterAuth({
    appName: 'Docsift',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret,
    trustedOrigins: [config.publicUrl],
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    // Our own limiter guards sign-in, register and reset (auth-rate-limiter.ts).
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    advanced: { cookiePrefix: 'docsift' },
    onAPIError: { errorURL: `${config.publicUrl}${oidcFailurePath}` },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: at, updatedAt: ut },
    },
    session: {
      modelName: 'sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        createdAt: at,
        updatedAt: ut,
      },
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: at,
        updatedAt: ut,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: at, updatedAt: ut },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendResetPassword(user, token),
      onPasswordReset: async ({ user }) => onPasswordReset(user.id),
      ...(passwordHashing && { password: passwordHashing }),
    },
    databaseHooks: { user: { create: { after: (user) => onUserCreated(user.id) } } },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: oidcProviderId,
                name: oidc.name,
                discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
