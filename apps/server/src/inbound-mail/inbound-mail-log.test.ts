/**
 * The log of a doctype's received e-mail (issue 30): each mail the SMTP server took or refused for
 * the sender, with what became of it, newest first, to whoever sees the address.
 */
import type { InboundMail, ReceivedMailList } from '@docsift/core/inbound-mail';
import { MAX_INBOUND_MAILS_LOGGED } from '@docsift/core/inbound-mail';
import { makeInvoicePdf } from '@docsift/extract/testing';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { createInboundMailRepository } from './inbound-mail.repository.ts';
import type { InboundSmtpServer } from './inbound-smtp-server.ts';
import { startInboundTestServer } from '../../test/inbound-test-server.ts';

describe.each(dialects)('the log of received e-mail on %s', (dialect) => {
  let server: TestServer;
  let smtp: InboundSmtpServer;
  let owner: HttpClient;

  beforeAll(async () => {
    ({ server, smtp } = await startInboundTestServer(dialect));
    const registered = await registerUser(server.url);
    owner = registered.client;
    await setRole(server, registered.me.uid, 'starter');
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.close();
  });

  function send(mail: Mail.Options) {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    return transport.sendMail({ subject: 'Invoice', ...mail });
  }

  const logOf = async (client: HttpClient, doctypeId: string) =>
    client.get<ReceivedMailList>(`/api/doctypes/${doctypeId}/inbound-mail/log`);

  it('lists accepted, attachment-less and refused mail, newest first', async () => {
    const doctype = await createDoctype(owner);
    const path = `/api/doctypes/${doctype.id}/inbound-mail`;
    const address = (await owner.get<InboundMail>(path)).body.address;
    expect((await logOf(owner, doctype.id)).body).toEqual({ mails: [] });

    const pdf = await makeInvoicePdf();
    await send({
      from: 'anna@supplier.example',
      to: address,
      attachments: [
        { filename: 'a.pdf', content: pdf },
        { filename: 'b.pdf', content: pdf },
      ],
    });
    await send({ from: 'bert@supplier.example', to: address, text: 'Forgot the file' });
    await owner.request('PATCH', path, { json: { allowedSenders: ['@supplier.example'] } });
    await expect(
      send({ from: 'spam@elsewhere.example', to: address, text: 'buy' }),
    ).rejects.toMatchObject({ responseCode: 550 });

    const log = await logOf(owner, doctype.id);
    expect(log.status).toBe(200);
    expect(
      log.body.mails.map(({ sender, outcome, uploads }) => ({ sender, outcome, uploads })),
    ).toEqual([
      { sender: 'spam@elsewhere.example', outcome: 'sender-refused', uploads: 0 },
      { sender: 'bert@supplier.example', outcome: 'no-attachment', uploads: 0 },
      { sender: 'anna@supplier.example', outcome: 'accepted', uploads: 2 },
    ]);
    const times = log.body.mails.map((mail) => mail.received);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[2]).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the latest 50 per doctype', async () => {
    const doctype = await createDoctype(owner);
    const repository = createInboundMailRepository(server.database.db);
    for (let i = 0; i <= MAX_INBOUND_MAILS_LOGGED; i++)
      await repository.logMail(doctype.id, {
        id: `inboundmail-${String(i).padStart(3, '0')}`,
        received: 1_000 + i,
        sender: `sender${i}@example.com`,
        outcome: 'no-attachment',
        uploads: 0,
      });
    const { mails } = (await logOf(owner, doctype.id)).body;
    expect(mails).toHaveLength(MAX_INBOUND_MAILS_LOGGED);
    expect(mails[0]!.sender).toBe(`sender${MAX_INBOUND_MAILS_LOGGED}@example.com`);
    expect(mails.at(-1)!.sender).toBe('sender1@example.com');
    const { count } = await server.database.db
      .selectFrom('inbound_mail_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('doctype_id', '=', doctype.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(MAX_INBOUND_MAILS_LOGGED);
  });

  it('shows the log to the doctype’s team and to nobody else', async () => {
    const doctype = await createDoctype(owner);
    const member = await registerUser(server.url);
    const joined = await owner.post(`/api/doctypes/${doctype.id}/members`, {
      email: member.email,
    });
    expect(joined.status).toBe(201);
    const stranger = await registerUser(server.url);
    expect((await logOf(member.client, doctype.id)).status).toBe(200);
    const refused = await logOf(stranger.client, doctype.id);
    expect([refused.status, refused.body]).toEqual([
      404,
      { error: { code: 'not-found', message: 'Not found' } },
    ]);
  });
});
