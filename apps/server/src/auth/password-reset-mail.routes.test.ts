import { describe, expect, it, vi } from 'vitest';
import { registerUser, uniqueEmail } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

describe.each(dialects)('password reset mail on %s', (dialect) => {
  const order: string[] = [];
  let releaseMail = () => {};
  const mailHeld = new Promise<void>((resolve) => (releaseMail = resolve));
  // A transport that finishes only when the test says so: the answer must not wait for it.
  const slowMailer: Mailer = {
    async send(mail) {
      await mailHeld;
      order.push(`mail sent to ${mail.to}`);
    },
    close() {},
  };
  const suite = serverPerSuite(dialect, { mailer: slowMailer });

  it('answers for known and unknown e-mails before the reset mail is sent', async () => {
    const { email } = await registerUser(suite.server.url);
    const anonymous = new HttpClient(suite.server.url);
    const known = await anonymous.post('/api/auth/reset', { email });
    order.push(`known answered ${known.status}`);
    const unknown = await anonymous.post('/api/auth/reset', { email: uniqueEmail('ghost') });
    order.push(`unknown answered ${unknown.status}`);

    releaseMail();
    await vi.waitFor(() =>
      expect(order).toEqual([
        'known answered 204',
        'unknown answered 204',
        `mail sent to ${email}`,
      ]),
    );
  });
});
