import type { Me, SessionState } from '@docsift/core/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, testPassword, uniqueEmail } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { latestResetLink, readMails } from '../../test/mailbox.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(dialects)('auth routes on %s', (dialect) => {
  let server: TestServer;
  let anonymous: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    anonymous = new HttpClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('register, login, logout', () => {
    it('registers, signs in with an httpOnly Lax cookie, answers Me, and signs out', async () => {
      const client = new HttpClient(server.url);
      const email = uniqueEmail();
      const registered = await client.post<Me>('/api/auth/register', {
        email,
        password: testPassword,
        privacy: true,
        displayName: 'Ada',
        language: 'de',
      });
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({
        email,
        displayName: 'Ada',
        role: 'free',
        hasPassword: true,
        settings: { language: 'de', uploadRetention: 7 },
        credits: { count: 500, extra: 0, total: 500 },
      });
      const cookie = registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('docsift.session_token='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);

      expect((await client.get<Me>('/api/me')).body.uid).toBe(registered.body.uid);
      const logout = await client.post('/api/auth/logout');
      expect(logout.status).toBe(204);
      expect((await client.get('/api/me')).status).toBe(401);

      const login = await client.post<Me>('/api/auth/login', { email, password: testPassword });
      expect(login.status).toBe(200);
      expect(login.body.uid).toBe(registered.body.uid);
      expect((await client.get('/api/me')).status).toBe(200);
    });

    it('answers the session state with 200 whether signed in or out', async () => {
      const client = new HttpClient(server.url);
      const signedOut = await client.get<SessionState>('/api/auth/session');
      expect(signedOut.status).toBe(200);
      expect(signedOut.body).toEqual({ me: null });

      const registered = await client.post<Me>('/api/auth/register', {
        email: uniqueEmail(),
        password: testPassword,
        privacy: true,
      });
      const signedIn = await client.get<SessionState>('/api/auth/session');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({ me: registered.body });

      await client.post('/api/auth/logout');
      expect((await client.get<SessionState>('/api/auth/session')).body).toEqual({ me: null });
    });

    it('a registration without display name has none', async () => {
      const { me } = await registerUser(server.url);
      expect(me.displayName).toBeNull();
      expect(me.settings.language).toBe('en');
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      const { email } = await registerUser(server.url);
      const wrong = await anonymous.post('/api/auth/login', {
        email,
        password: 'not the password',
      });
      const unknown = await anonymous.post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: testPassword,
      });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ error: { code: 'auth/invalid-credential' } });
      }
    });

    it('refuses a second account for the same e-mail', async () => {
      const { email } = await registerUser(server.url);
      const res = await anonymous.post('/api/auth/register', {
        email,
        password: testPassword,
        privacy: true,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { code: 'auth/email-already-in-use' } });
    });

    it('validates the register body, naming the field', async () => {
      const short = await anonymous.post('/api/auth/register', {
        email: uniqueEmail(),
        password: '12345',
        privacy: true,
      });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({
        error: { code: 'invalid-argument', message: 'password_too_short', field: 'password' },
      });

      const noPrivacy = await anonymous.post('/api/auth/register', {
        email: uniqueEmail(),
        password: testPassword,
      });
      expect(noPrivacy.status).toBe(400);
      expect(noPrivacy.body).toMatchObject({
        error: { code: 'invalid-argument', field: 'privacy', message: 'privacy_required' },
      });

      const noEmail = await anonymous.post('/api/auth/register', {
        email: '',
        password: testPassword,
        privacy: true,
      });
      expect(noEmail.body).toMatchObject({ error: { field: 'email', message: 'email_required' } });
    });

    it('answers malformed JSON with 400 invalid-argument', async () => {
      const res = await anonymous.request('POST', '/api/auth/login', {
        body: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid-argument' } });
    });

    it('refuses a state-changing request from a foreign origin', async () => {
      const res = await anonymous.post(
        '/api/auth/login',
        { email: uniqueEmail(), password: testPassword },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'permission-denied' } });
    });

    it('refuses the same host under another scheme as a foreign origin', async () => {
      const res = await anonymous.post(
        '/api/auth/login',
        { email: uniqueEmail(), password: testPassword },
        { headers: { origin: server.url.replace(/^http:/, 'https:') } },
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'permission-denied' } });
    });
  });

  describe('password reset', () => {
    it('mails a single-use link that sets a new password', async () => {
      const { email, client } = await registerUser(server.url);
      expect((await client.get('/api/me')).status).toBe(200);
      expect((await anonymous.post('/api/auth/reset', { email, language: 'de' })).status).toBe(204);

      const link = await latestResetLink(server.dataDir, email);
      expect(link.origin).toBe(server.url);
      expect(link.pathname).toBe('/auth/action');
      expect(link.searchParams.get('mode')).toBe('resetPassword');
      expect(link.searchParams.get('lang')).toBe('de');
      const oobCode = link.searchParams.get('oobCode')!;

      const check = await anonymous.get(`/api/auth/action?mode=resetPassword&oobCode=${oobCode}`);
      expect(check).toMatchObject({ status: 200, body: { email } });

      const mismatch = await anonymous.post('/api/auth/action', {
        mode: 'resetPassword',
        oobCode,
        password: 'new password 1',
        repeat: 'other',
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject({
        error: { code: 'auth/passwords-not-match', field: 'repeat' },
      });

      const confirm = await anonymous.post('/api/auth/action', {
        mode: 'resetPassword',
        oobCode,
        password: 'new password 1',
        repeat: 'new password 1',
      });
      expect(confirm.status).toBe(204);
      // Sessions opened before the reset are ended.
      expect((await client.get('/api/me')).status).toBe(401);

      const reused = await anonymous.post('/api/auth/action', {
        mode: 'resetPassword',
        oobCode,
        password: 'new password 2',
        repeat: 'new password 2',
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: { code: 'auth/invalid-action-code' } });
      expect(
        (await anonymous.get(`/api/auth/action?mode=resetPassword&oobCode=${oobCode}`)).body,
      ).toMatchObject({ error: { code: 'auth/invalid-action-code' } });

      expect(
        (await anonymous.post('/api/auth/login', { email, password: testPassword })).status,
      ).toBe(401);
      expect(
        (await anonymous.post('/api/auth/login', { email, password: 'new password 1' })).status,
      ).toBe(200);
    });

    it('refuses an expired code', async () => {
      const { email } = await registerUser(server.url);
      await anonymous.post('/api/auth/reset', { email });
      const oobCode = (await latestResetLink(server.dataDir, email)).searchParams.get('oobCode')!;
      await server.database.db
        .updateTable('verifications')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await anonymous.post('/api/auth/action', {
        mode: 'resetPassword',
        oobCode,
        password: 'new password 1',
        repeat: 'new password 1',
      });
      expect(res.body).toMatchObject({ error: { code: 'auth/invalid-action-code' } });
      expect(
        (await anonymous.get(`/api/auth/action?mode=resetPassword&oobCode=${oobCode}`)).status,
      ).toBe(400);
    });

    it('answers 204 for an unknown e-mail without sending mail', async () => {
      const before = (await readMails(server.dataDir)).length;
      const email = uniqueEmail('ghost');
      expect((await anonymous.post('/api/auth/reset', { email })).status).toBe(204);
      expect((await readMails(server.dataDir)).length).toBe(before);
    });

    it('refuses an unknown code', async () => {
      const res = await anonymous.get('/api/auth/action?mode=resetPassword&oobCode=nonsense');
      expect(res).toMatchObject({
        status: 400,
        body: { error: { code: 'auth/invalid-action-code' } },
      });
    });
  });

  it('names no OIDC provider when none is configured, and start says so', async () => {
    expect((await anonymous.get('/api/auth/providers')).body).toEqual({ oidc: null });
    const start = await anonymous.get('/api/auth/oidc/start?r=/doctypes');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/login?flash=auth%2Fprovider-not-configured');
  });
});
