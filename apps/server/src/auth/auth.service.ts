/**
 * Sign-in, register, sign-out, password reset, password change and third-party sign-in,
 * on top of better-auth. Calls that establish or end a browser session return the
 * Set-Cookie headers for the route to pass on.
 */
import { AppError } from '@docsift/core/errors';
import type { Language } from '@docsift/core/settings';
import type { Auth } from './auth.ts';
import { oidcFailurePath, oidcProviderId } from './auth.ts';
import { translateAuthErrors } from './auth-errors.ts';
import { requestLanguage } from './request-language.ts';
import type { SessionCache } from './session-cache.ts';

/** What better-auth needs to know about the caller's request. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  cookie: string | undefined;
}

export interface SessionResult {
  userId: string;
  setCookies: string[];
}

/** A validated session: its user, the session cookie's value, any refreshed cookie to send back. */
export interface ValidSession extends SessionResult {
  sessionId: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  displayName: string | undefined;
  language: Language | undefined;
}

function headersOf(client: ClientInfo): Headers {
  const headers = new Headers({ 'x-forwarded-for': client.ip });
  if (client.userAgent) headers.set('user-agent', client.userAgent);
  if (client.cookie) headers.set('cookie', client.cookie);
  return headers;
}

/** A same-origin path only: `/x`, never `//host` or `/\host` which browsers treat as another origin. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return fallback;
  if (value.length > 2000 || [...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

/**
 * The value of one cookie in a Cookie header, URL-decoded as browsers and better-auth expect;
 * none when it is not valid %-encoding (`%ZZ`), so a forged cookie is simply no session.
 */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function createAuthService(auth: Auth, sessions: SessionCache) {
  const context = () => auth.$context;
  const sessionCookieOf = async (client: ClientInfo) =>
    cookieValue(client.cookie, (await context()).authCookies.sessionToken.name);

  return {
    async register(input: RegisterInput, client: ClientInfo): Promise<SessionResult> {
      const { headers, response } = await requestLanguage.run(input.language, () =>
        translateAuthErrors(() =>
          auth.api.signUpEmail({
            body: { email: input.email, password: input.password, name: input.displayName ?? '' },
            headers: headersOf(client),
            returnHeaders: true,
          }),
        ),
      );
      return { userId: response.user.id, setCookies: headers.getSetCookie() };
    },

    /** Creates an account with a password and no session (the CLI's `users create`). */
    async createUser(email: string, password: string): Promise<string> {
      const ctx = await context();
      if (await ctx.internalAdapter.findUserByEmail(email))
        throw new AppError('auth/email-already-in-use', { field: 'email' });
      const user = await ctx.internalAdapter.createUser(
        { email, name: '', emailVerified: false },
        { method: 'admin' },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await ctx.password.hash(password),
      });
      return user.id;
    },

    async login(
      input: { email: string; password: string },
      client: ClientInfo,
    ): Promise<SessionResult> {
      const { headers, response } = await translateAuthErrors(() =>
        auth.api.signInEmail({ body: input, headers: headersOf(client), returnHeaders: true }),
      );
      return { userId: response.user.id, setCookies: headers.getSetCookie() };
    },

    /** Ends the session named by the cookie (if any) and returns the cookie-clearing headers. */
    async logout(client: ClientInfo): Promise<string[]> {
      const sessionCookie = await sessionCookieOf(client);
      const { headers } = await translateAuthErrors(() =>
        auth.api.signOut({ headers: headersOf(client), returnHeaders: true }),
      );
      // After the delete: a node told earlier could look the session up again and cache it.
      if (sessionCookie) sessions.forget(sessionCookie);
      return headers.getSetCookie();
    },

    async sessionUser(client: ClientInfo): Promise<ValidSession | null> {
      const sessionCookie = await sessionCookieOf(client);
      if (!sessionCookie) return null;
      const cachedUserId = sessions.get(sessionCookie);
      if (cachedUserId) return { userId: cachedUserId, setCookies: [], sessionId: sessionCookie };
      const lookupRevision = sessions.revision();
      const { headers, response } = await auth.api.getSession({
        headers: headersOf(client),
        returnHeaders: true,
      });
      if (!response) return null;
      sessions.set(
        sessionCookie,
        response.user.id,
        new Date(response.session.expiresAt),
        lookupRevision,
      );
      return {
        userId: response.user.id,
        setCookies: headers.getSetCookie(),
        sessionId: sessionCookie,
      };
    },

    /** Calls `onEnd` when this node ends the session (sign-out, password change or reset, deletion). */
    watchSession: sessions.watch,

    /** Sends the reset mail when the address has an account; silent otherwise (no enumeration). */
    async requestPasswordReset(email: string, language: Language | undefined): Promise<void> {
      await requestLanguage.run(language, () =>
        translateAuthErrors(() => auth.api.requestPasswordReset({ body: { email } })),
      );
    },

    /** The e-mail a reset code was issued for; auth/invalid-action-code when expired, used or unknown. */
    async checkResetCode(code: string): Promise<{ email: string }> {
      const ctx = await context();
      const verification = await ctx.internalAdapter.findVerificationValue(
        `reset-password:${code}`,
      );
      if (!verification || new Date(verification.expiresAt) < new Date())
        throw new AppError('auth/invalid-action-code');
      const user = await ctx.internalAdapter.findUserById(verification.value);
      if (!user) throw new AppError('auth/invalid-action-code');
      return { email: user.email };
    },

    async confirmPasswordReset(code: string, password: string): Promise<void> {
      await translateAuthErrors(() =>
        auth.api.resetPassword({ body: { token: code, newPassword: password } }),
      );
    },

    /**
     * Changes the password and ends every other session of the user (`keptSessionId`, the
     * caller's own, stays). An account with a password must prove it (auth/wrong-password);
     * an account without one (signed up through OIDC) gets its first password.
     */
    async changePassword(
      userId: string,
      passwords: { current: string | undefined; next: string },
      keptSessionId: string | undefined,
    ): Promise<void> {
      const ctx = await context();
      const credential = await ctx.internalAdapter.findCredentialAccount(userId);
      const hash = await ctx.password.hash(passwords.next);
      if (!credential) {
        await ctx.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: hash,
        });
      } else {
        if (credential.password) {
          const isCurrent =
            passwords.current != null &&
            (await ctx.password.verify({ hash: credential.password, password: passwords.current }));
          if (!isCurrent) throw new AppError('auth/wrong-password', { field: 'currentPassword' });
        }
        await ctx.internalAdapter.updatePassword(userId, hash);
      }
      // The signed cookie is `token.signature`; better-auth stores the token.
      const keptToken = keptSessionId?.split('.', 1)[0];
      const otherTokens = (await ctx.internalAdapter.listSessions(userId))
        .map((session) => session.token)
        .filter((token) => token !== keptToken);
      // An empty IN () is a syntax error on PostgreSQL.
      if (otherTokens.length > 0) await ctx.internalAdapter.deleteSessions(otherTokens);
      sessions.forgetUser(userId, keptSessionId);
    },

    async setDisplayName(userId: string, displayName: string): Promise<void> {
      const ctx = await context();
      await ctx.internalAdapter.updateUser(userId, { name: displayName });
    },

    /** The provider's authorization URL and the state cookies that bind the callback to this browser. */
    async startOidc(returnPath: string): Promise<{ url: string; setCookies: string[] }> {
      const { headers, response } = await translateAuthErrors(() =>
        auth.api.signInSocial({
          body: {
            provider: oidcProviderId,
            callbackURL: returnPath,
            errorCallbackURL: oidcFailurePath,
            disableRedirect: true,
          },
          returnHeaders: true,
        }),
      );
      if (!response.url) throw new AppError('auth/provider-not-configured');
      return { url: response.url, setCookies: headers.getSetCookie() };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
