/** The SMTP server's limits and STARTTLS, against the real services on SQLite. */
import { execFile } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Doctype } from '@docsift/core/doctype';
import type { InboundMail } from '@docsift/core/inbound-mail';
import type { NotificationList } from '@docsift/core/notification';
import type { UploadList } from '@docsift/core/upload';
import { makeInvoicePdf } from '@docsift/extract/testing';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole } from '../../test/documents.ts';
import { nestedMimeMessage } from '../../test/hostile-mail.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { serverPerSuite } from '../../test/test-server.ts';
import type { InboundMailConfig } from '../platform/config/config.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { createInboundMailServices } from '../roles/inbound-mail-services.ts';
import type { InboundSmtpServer } from './inbound-smtp-server.ts';
import { messageMaxBytes, startInboundSmtpServer } from './inbound-smtp-server.ts';

const uploadMaxBytes = 64 * 1024;

describe('the inbound SMTP server', () => {
  const suite = serverPerSuite('sqlite');
  const servers: InboundSmtpServer[] = [];
  let tlsDir = '';
  let owner: HttpClient;
  let doctype: Doctype;
  let address: string;

  async function startSmtp(overrides: Partial<InboundMailConfig> = {}) {
    const { server } = suite;
    const logger = createLogger('silent');
    const documents = createDocumentServices({ ...server, logger });
    const smtp = await startInboundSmtpServer({
      config: { ...server.config.inboundMail, port: 0, tls: null, ...overrides },
      uploadMaxBytes,
      inboundMail: createInboundMailServices(
        { ...server, config: { ...server.config, uploadMaxBytes } },
        documents,
      ),
      logger,
      host: '127.0.0.1',
    });
    servers.push(smtp);
    return smtp;
  }

  function send(smtp: InboundSmtpServer, mail: Mail.Options, transport: object = {}) {
    return nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ...transport })
      .sendMail({ from: 'anna@supplier.example', to: address, subject: 'Invoice', ...mail });
  }

  const uploadCount = async () =>
    (await owner.get<UploadList>(`/api/uploads?target=${doctype.id}`)).body.uploads.length;

  beforeAll(async () => {
    const registered = await registerUser(suite.server.url);
    owner = registered.client;
    await setRole(suite.server, registered.me.uid, 'professional');
    doctype = await createDoctype(owner);
    address = (await owner.get<InboundMail>(`/api/doctypes/${doctype.id}/inbound-mail`)).body
      .address;
    tlsDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-tls-'));
    await promisify(execFile)('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '1', '-subj', '/CN=in.docsift.test'],
      ...['-keyout', path.join(tlsDir, 'key.pem'), '-out', path.join(tlsDir, 'cert.pem')],
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((smtp) => smtp.close()));
    if (tlsDir) await rm(tlsDir, { recursive: true, force: true });
  });

  it('skips an attachment over the upload limit and tells the owner when none is left', async () => {
    const smtp = await startSmtp();
    const before = await uploadCount();
    await send(smtp, {
      attachments: [{ filename: 'big.pdf', content: randomBytes(uploadMaxBytes + 1) }],
    });
    expect(await uploadCount()).toBe(before);
    const { notifications } = (await owner.get<NotificationList>('/api/notifications')).body;
    expect(notifications[0]).toMatchObject({ message: 'mail/no-attachments', doctype: doctype.id });
  });

  it('refuses a message over the size limit with 552 and keeps none of its files', async () => {
    const smtp = await startSmtp();
    const before = await uploadCount();
    await expect(
      send(smtp, {
        attachments: [
          { filename: 'invoice.pdf', content: await makeInvoicePdf() },
          { filename: 'huge.bin', content: randomBytes(messageMaxBytes(uploadMaxBytes)) },
        ],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await uploadCount()).toBe(before);
  });

  it('offers STARTTLS only with a certificate configured', async () => {
    const plain = await startSmtp();
    await expect(send(plain, { text: 'hello' }, { requireTLS: true })).rejects.toMatchObject({
      code: 'ETLS',
    });
    const secured = await startSmtp({
      tls: { keyFile: path.join(tlsDir, 'key.pem'), certFile: path.join(tlsDir, 'cert.pem') },
    });
    const before = await uploadCount();
    const info = await send(
      secured,
      { attachments: [{ filename: 'invoice.pdf', content: await makeInvoicePdf() }] },
      { requireTLS: true, tls: { rejectUnauthorized: false } },
    );
    expect(info.accepted).toEqual([address]);
    expect(await uploadCount()).toBe(before + 1);
  });

  it('refuses MIME nested 2,000 levels deep for good (554), not for a retry', async () => {
    const smtp = await startSmtp();
    const before = await uploadCount();
    const raw = nestedMimeMessage('anna@supplier.example', address);
    await expect(
      send(smtp, { raw, envelope: { from: 'anna@supplier.example', to: address } }),
    ).rejects.toMatchObject({ responseCode: 554 });
    expect(await uploadCount()).toBe(before);
  });

  /** The limits high enough that only the one a test lowers is reached. */
  const unthrottled = {
    perIpPerMinute: 1000,
    perIpPerDay: 1000,
    perDoctypePerMinute: 1000,
    perDoctypePerDay: 1000,
  };

  async function sendUntilRefused(smtp: InboundSmtpServer, accepted: number) {
    for (let sent = 0; sent < accepted; sent++) await send(smtp, { text: `mail ${sent}` });
    return send(smtp, { text: 'one too many' }).then(
      () => ({ responseCode: 250, response: '' }),
      (error: { responseCode: number; response: string }) => error,
    );
  }

  it('asks a client address over its rate to come back later (451 4.7.1)', async () => {
    const smtp = await startSmtp({ throttle: { ...unthrottled, perIpPerMinute: 3 } });
    const refused = await sendUntilRefused(smtp, 3);
    expect(refused.responseCode).toBe(451);
    expect(refused.response).toContain('4.7.1 Too many messages from your address');
  });

  it("asks a client address over its daily cap to come back tomorrow, other addresses' mail goes on", async () => {
    const smtp = await startSmtp({ throttle: { ...unthrottled, perIpPerDay: 2 } });
    const refused = await sendUntilRefused(smtp, 2);
    expect([refused.responseCode, refused.response]).toEqual([
      451,
      expect.stringContaining("4.7.1 Your address's daily limit is reached"),
    ]);
    const info = await send(smtp, { text: 'from another address' }, { localAddress: '127.0.0.2' });
    expect(info.accepted).toEqual([address]);
  });

  it("asks senders to a doctype over its rate or its daily cap to come back later, other doctypes' mail goes on", async () => {
    const other = await createDoctype(owner);
    const otherAddress = (await owner.get<InboundMail>(`/api/doctypes/${other.id}/inbound-mail`))
      .body.address;
    const perMinute = await startSmtp({ throttle: { ...unthrottled, perDoctypePerMinute: 2 } });
    const refused = await sendUntilRefused(perMinute, 2);
    expect([refused.responseCode, refused.response]).toEqual([
      451,
      expect.stringContaining('4.7.1 Too many messages to this mailbox'),
    ]);
    const info = await send(perMinute, { to: otherAddress, text: 'to the other doctype' });
    expect(info.accepted).toEqual([otherAddress]);

    const perDay = await startSmtp({ throttle: { ...unthrottled, perDoctypePerDay: 2 } });
    const overDay = await sendUntilRefused(perDay, 2);
    expect([overDay.responseCode, overDay.response]).toEqual([
      451,
      expect.stringContaining("4.7.1 This mailbox's daily limit is reached"),
    ]);
  });

  it('answers 421 to a client beyond INBOUND_SMTP_MAX_CLIENTS while the others are served', async () => {
    const smtp = await startSmtp({ maxClients: 1 });
    const held = net.connect(smtp.port, '127.0.0.1');
    held.on('error', () => {});
    await new Promise<void>((resolve) =>
      held.on('data', (chunk: Buffer) => {
        if (chunk.toString().startsWith('220')) resolve();
      }),
    );
    await expect(send(smtp, { text: 'while full' })).rejects.toMatchObject({ responseCode: 421 });
    const heldClosed = new Promise((resolve) => held.once('close', resolve));
    held.end('QUIT\r\n');
    await heldClosed;
    const info = await send(smtp, { text: 'once there is room' });
    expect(info.accepted).toEqual([address]);
  });
});
