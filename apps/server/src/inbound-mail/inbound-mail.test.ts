/**
 * Inbound e-mail end to end: nodemailer speaks SMTP to our server on 127.0.0.1, attachments
 * become uploads that the pipeline scans and parses into records; refusals happen at RCPT.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { InboundMail, ReceivedMailList } from '@docsift/core/inbound-mail';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type { Upload, UploadList } from '@docsift/core/upload';
import { makeDocxWithTable, makeInvoicePdf } from '@docsift/extract/testing';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import type { InboundSmtpServer } from './inbound-smtp-server.ts';
import { startInboundTestServer } from '../../test/inbound-test-server.ts';

describe.each(dialects)('inbound e-mail on %s', (dialect) => {
  let server: TestServer;
  let smtp: InboundSmtpServer;
  let owner: { client: HttpClient; uid: string };
  let doctype: Doctype;
  let address: string;

  beforeAll(async () => {
    ({ server, smtp } = await startInboundTestServer(dialect));
    const registered = await registerUser(server.url);
    owner = { client: registered.client, uid: registered.me.uid };
    await setRole(server, owner.uid, 'starter');
    doctype = await createDoctype(owner.client);
    address = (await owner.client.get<InboundMail>(`/api/doctypes/${doctype.id}/inbound-mail`)).body
      .address;
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
    return transport.sendMail({ from: 'anna@supplier.example', subject: 'Invoice', ...mail });
  }

  async function uploadsOf(target: Doctype, client = owner.client): Promise<Upload[]> {
    return (await client.get<UploadList>(`/api/uploads?target=${target.id}`)).body.uploads;
  }

  async function notificationsOf(client: HttpClient): Promise<string[]> {
    const { notifications } = (await client.get<NotificationList>('/api/notifications')).body;
    return notifications.map((notification) => notification.message);
  }

  it('shows the address: the last segment of the doctype id at INBOUND_DOMAIN', () => {
    expect(address).toBe(`${doctype.id.slice('doctype-'.length)}@in.docsift.test`);
  });

  it('turns a mail with two attachments into two uploads that are parsed into records', async () => {
    // Local parts are matched without regard to case (nodemailer lower-cases the domain).
    const shouted = address.replace(/^[^@]+/, (local) => local.toUpperCase());
    const info = await send({
      to: shouted,
      text: 'Two documents attached.',
      attachments: [
        { filename: 'invoice.pdf', content: await makeInvoicePdf() },
        {
          filename: 'items.docx',
          content: await makeDocxWithTable([
            ['Invoice number', 'Total'],
            ['INV-7', '12'],
          ]),
        },
        // Not a document: skipped, while the others are stored.
        { filename: 'notes.txt', content: 'just text' },
      ],
    });
    expect(info.accepted).toEqual([shouted]);
    const uploads = await uploadsOf(doctype);
    expect(uploads.map((upload) => upload.filename).sort()).toEqual(['invoice.pdf', 'items.docx']);
    expect(uploads.every((upload) => upload.author === owner.uid)).toBe(true);
    await expect
      .poll(
        async () =>
          (await uploadsOf(doctype)).every((upload) => upload.state === 'done' || upload.error),
        { timeout: 90_000, interval: 200 },
      )
      .toBe(true);
    const settled = await uploadsOf(doctype);
    expect(settled.map((upload) => upload.error)).toEqual([null, null]);
    const page = (await owner.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(new Set(page.records.map((record) => record.upload))).toEqual(
      new Set(settled.map((upload) => upload.id)),
    );
  });

  // Issue 27 item 11: a forwarded mail's attachments were dropped with the mail they came in.
  it('turns the attachments of a forwarded mail (message/rfc822) into uploads', async () => {
    const target = await createDoctype(owner.client);
    const to = (await owner.client.get<InboundMail>(`/api/doctypes/${target.id}/inbound-mail`)).body
      .address;
    const forwarded = await new MailComposer({
      from: 'bert@supplier.example',
      to: 'anna@supplier.example',
      subject: 'Invoice',
      text: 'Attached.',
      attachments: [{ filename: 'forwarded-invoice.pdf', content: await makeInvoicePdf() }],
    })
      .compile()
      .build();
    await send({
      to,
      text: 'See the forwarded mail.',
      attachments: [{ filename: 'Invoice.eml', content: forwarded, contentType: 'message/rfc822' }],
    });
    expect((await uploadsOf(target)).map((upload) => upload.filename)).toEqual([
      'forwarded-invoice.pdf',
    ]);
  });

  it('refuses an unknown recipient, another domain and a draft at RCPT with 550', async () => {
    const draft = await createDoctype(owner.client, { via: 'wizard' });
    for (const to of [
      'doesnotexist0000000000@in.docsift.test',
      address.replace('in.docsift.test', 'elsewhere.test'),
      `${draft.id.slice('doctype-'.length)}@in.docsift.test`,
    ]) {
      await expect(send({ to, text: 'hello' }), to).rejects.toMatchObject({ responseCode: 550 });
    }
  });

  it('takes one recipient per message: the next RCPT is deferred with 452', async () => {
    const second = await createDoctype(owner.client, { title: 'Receipts' });
    const secondAddress = (
      await owner.client.get<InboundMail>(`/api/doctypes/${second.id}/inbound-mail`)
    ).body.address;
    const info = await send({ to: [secondAddress, address], text: 'no files' });
    expect(info.accepted).toEqual([secondAddress]);
    expect(info.rejected).toEqual([address]);
    expect((info as { rejectedErrors?: unknown[] }).rejectedErrors?.[0]).toMatchObject({
      responseCode: 452,
    });
  });

  it('accepts a mail without documents and tells the owner', async () => {
    const before = (await uploadsOf(doctype)).length;
    await send({ to: address, text: 'Forgot the attachment, sorry' });
    expect(await uploadsOf(doctype)).toHaveLength(before);
    expect(await notificationsOf(owner.client)).toContain('mail/no-attachments');
  });

  it("refuses mail for a doctype whose owner's plan lacks the feature and tells the owner", async () => {
    const free = await registerUser(server.url);
    const freeDoctype = await createDoctype(free.client);
    const freeAddress = (
      await free.client.get<InboundMail>(`/api/doctypes/${freeDoctype.id}/inbound-mail`)
    ).body.address;
    // A member's own plan plays no part: the doctype's author's decides.
    const member = await registerUser(server.url);
    await setRole(server, member.me.uid, 'professional');
    await free.client.post(`/api/doctypes/${freeDoctype.id}/members`, { email: member.email });
    const seen = await member.client.get<Doctype>(`/api/doctypes/${freeDoctype.id}`);
    expect(seen.body.outputs).toMatchObject({ inboundEmail: false });
    await expect(send({ to: freeAddress, text: 'hello' })).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('5.7.1'),
    });
    expect(await uploadsOf(freeDoctype, free.client)).toEqual([]);
    expect(await notificationsOf(free.client)).toEqual(['mail/plan-required']);
    // The address is shown, but the allow-list is a paid feature too.
    const patched = await free.client.request(
      'PATCH',
      `/api/doctypes/${freeDoctype.id}/inbound-mail`,
      {
        json: { allowedSenders: [] },
      },
    );
    expect(patched.status).toBe(403);
  });

  it("brings a free member of a starter author's doctype the records that arrive by mail, but not the allow-list", async () => {
    const target = await createDoctype(owner.client, { title: 'Shared by mail' });
    const member = await registerUser(server.url);
    const added = await owner.client.post(`/api/doctypes/${target.id}/members`, {
      email: member.email,
    });
    expect(added.status).toBe(201);
    const path = `/api/doctypes/${target.id}/inbound-mail`;
    const seen = (await member.client.get<InboundMail>(path)).body;
    expect(seen.allowedSenders).toEqual([]);
    const shared = (await member.client.get<Doctype>(`/api/doctypes/${target.id}`)).body;
    expect(shared.outputs).toMatchObject({ inboundEmail: true });

    await send({
      to: seen.address,
      attachments: [{ filename: 'invoice.pdf', content: await makeInvoicePdf() }],
    });
    const [upload] = await uploadsOf(target, member.client);
    expect(upload).toMatchObject({ filename: 'invoice.pdf', author: owner.uid });
    await expect
      .poll(
        async () =>
          (await member.client.get<RecordPage>(`/api/doctypes/${target.id}/records`)).body.total,
        { timeout: 90_000, interval: 200 },
      )
      .toBe(1);
    const log = await member.client.get<ReceivedMailList>(`${path}/log`);
    expect(log.body.mails.map((mail) => mail.outcome)).toEqual(['accepted']);
    // The setting stays the author's.
    const patched = await member.client.request('PATCH', path, {
      json: { allowedSenders: ['anna@supplier.example'] },
    });
    expect(patched.status).toBe(403);
  });

  it('lets only senders on the allow-list in, once there is one', async () => {
    const path = `/api/doctypes/${doctype.id}/inbound-mail`;
    const saved = await owner.client.request<InboundMail>('PATCH', path, {
      json: { allowedSenders: ['Anna@Supplier.example', '@partner.example', '@partner.example'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.allowedSenders).toEqual(['anna@supplier.example', '@partner.example']);
    expect((await owner.client.get<InboundMail>(path)).body).toEqual(saved.body);

    await expect(
      send({ from: 'spam@elsewhere.example', to: address, text: 'buy' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    const before = (await uploadsOf(doctype)).length;
    await send({
      from: 'bob@partner.example',
      to: address,
      attachments: [{ filename: 'invoice.pdf', content: await makeInvoicePdf() }],
    });
    expect(await uploadsOf(doctype)).toHaveLength(before + 1);

    await owner.client.request('PATCH', path, { json: { allowedSenders: [] } });
    await send({ from: 'spam@elsewhere.example', to: address, text: 'anyone again' });
  });

  it('refuses a sender holding a NUL byte or a lone surrogate with 400, as every other text (PostgreSQL gave 500)', async () => {
    const path = `/api/doctypes/${doctype.id}/inbound-mail`;
    for (const sender of [
      'anna\u0000@supplier.example',
      '@partner\u0000.example',
      'a\ud800@b.example',
    ]) {
      const res = await owner.client.request('PATCH', path, { json: { allowedSenders: [sender] } });
      expect(res, JSON.stringify(sender)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-argument' } },
      });
    }
    expect((await owner.client.get<InboundMail>(path)).body.allowedSenders).toEqual([]);
  });

  it('validates the allow-list and hides other users’ doctypes', async () => {
    const path = `/api/doctypes/${doctype.id}/inbound-mail`;
    for (const allowedSenders of [
      ['not an address'],
      ['@'],
      ['a@b'],
      'x',
      Array(101).fill('@a.example'),
    ]) {
      const res = await owner.client.request('PATCH', path, { json: { allowedSenders } });
      expect(res.status, JSON.stringify(allowedSenders).slice(0, 40)).toBe(400);
    }
    const intruder = await registerUser(server.url);
    await setRole(server, intruder.me.uid, 'admin');
    expect((await intruder.client.get(path)).status).toBe(404);
    const patched = await intruder.client.request('PATCH', path, { json: { allowedSenders: [] } });
    expect(patched.status).toBe(404);
  });
});
