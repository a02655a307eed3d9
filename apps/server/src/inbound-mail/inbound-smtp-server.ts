/**
 * The SMTP face of inbound e-mail: one recipient per message, refused at RCPT when unknown, off
 * the plan or off the allow-list; the message streamed into uploads while it arrives; STARTTLS
 * when a certificate is configured. Replies carry RFC 3463 codes in their text.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { SMTPServerDataStream, SMTPServerError, SMTPServerSession } from 'smtp-server';
import { SMTPServer } from 'smtp-server';
import type { InboundMailConfig } from '../platform/config/config.ts';
import type { Logger } from '../platform/log/logger.ts';
import type { InboundMailService } from './inbound-mail.service.ts';
import type { MailThrottleRefusal } from './mail-throttle.ts';
import { createMailThrottle } from './mail-throttle.ts';

export interface InboundSmtpServer {
  /** The port listened on (INBOUND_SMTP_PORT, or the one picked for 0). */
  port: number;
  close(): Promise<void>;
}

interface InboundSmtpOptions {
  config: InboundMailConfig;
  /** The upload limit: a message may carry one attachment of that size, base64-encoded. */
  uploadMaxBytes: number;
  inboundMail: Pick<InboundMailService, 'acceptRecipient' | 'receive'>;
  logger: Logger;
  /** 127.0.0.1 in tests; every interface by default. */
  host?: string;
}

/** Base64 grows a file by 4/3 and its line breaks by 78/76; a megabyte for headers and text. */
export function messageMaxBytes(uploadMaxBytes: number): number {
  return Math.ceil((uploadMaxBytes * 4 * 78) / (3 * 76)) + 1024 * 1024;
}

function reply(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

/** A refusal the sender can act on, else a transient failure that the sending server retries. */
function smtpErrorOf(error: unknown): SMTPServerError {
  const code = error instanceof AppError ? error.code : null;
  switch (code) {
    case 'not-found':
      return reply(550, '5.1.1 No such mailbox here');
    case 'mail/plan-required':
      return reply(550, "5.7.1 Inbound e-mail is not part of this mailbox owner's plan");
    case 'permission-denied':
      return reply(550, '5.7.1 The sender is not allowed to write to this mailbox');
    case 'file/too-large':
      return reply(552, '5.3.4 Message exceeds fixed maximum message size');
    // The parser gave up on the message itself: the same bytes would fail on every retry.
    case 'invalid-argument':
      return reply(554, '5.6.0 The message structure cannot be read');
    default:
      return reply(451, '4.3.0 Temporary failure, please try again later');
  }
}

/** Temporary: the sending server tries again later, when the window has passed. */
const throttled: Record<MailThrottleRefusal, SMTPServerError> = {
  ip: reply(451, '4.7.1 Too many messages from your address, please try again later'),
  'ip-day': reply(451, "4.7.1 Your address's daily limit is reached, please try again tomorrow"),
  doctype: reply(451, '4.7.1 Too many messages to this mailbox, please try again later'),
  'doctype-day': reply(
    451,
    "4.7.1 This mailbox's daily limit is reached, please try again tomorrow",
  ),
};

/** Fails the message as soon as the server counted more bytes than the size limit. */
function sizeGuard(stream: SMTPServerDataStream): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      next(stream.sizeExceeded ? new AppError('file/too-large') : null, chunk);
    },
    flush(next) {
      next(stream.sizeExceeded ? new AppError('file/too-large') : null);
    },
  });
}

export async function startInboundSmtpServer(
  options: InboundSmtpOptions,
): Promise<InboundSmtpServer> {
  const { config, inboundMail, logger } = options;
  /** The doctype accepted at RCPT, for the DATA of the same transaction. */
  const recipients = new WeakMap<SMTPServerSession, Doctype>();
  const throttle = createMailThrottle(config.throttle);

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const doctype = recipients.get(session);
    const guarded = sizeGuard(stream);
    stream.pipe(guarded);
    // The server needs the whole stream read, whatever happens to the message.
    const drained = finished(stream as Readable).catch(() => {});
    try {
      if (!doctype) throw new AppError('not-found');
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const uploads = await inboundMail.receive(doctype, guarded, sender);
      logger.info(
        { doctype: doctype.id, uploads: uploads.map((upload) => upload.id) },
        'inbound mail received',
      );
    } catch (error) {
      stream.unpipe(guarded);
      stream.resume();
      throw error;
    } finally {
      await drained;
    }
  }

  const tls = config.tls
    ? { key: await readFile(config.tls.keyFile), cert: await readFile(config.tls.certFile) }
    : null;
  const server = new SMTPServer({
    name: config.domain,
    banner: 'Docsift inbound mail',
    size: messageMaxBytes(options.uploadMaxBytes),
    rejectOversized: true,
    maxRecipients: 1,
    // Beyond it a client is answered 421 and comes back later.
    maxClients: config.maxClients,
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    onRcptTo(address, session, callback) {
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      inboundMail.acceptRecipient(address.address, sender).then(
        (doctype) => {
          const refusal = throttle.admit(session.remoteAddress, doctype.id);
          if (refusal) return callback(throttled[refusal]);
          recipients.set(session, doctype);
          callback();
        },
        (error: unknown) => callback(smtpErrorOf(error)),
      );
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: unknown) => {
          if (!(error instanceof AppError) || error.status >= 500)
            logger.error({ err: error }, 'inbound mail failed');
          callback(smtpErrorOf(error));
        },
      );
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'inbound SMTP connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  logger.info({ port, domain: config.domain, starttls: tls != null }, 'inbound SMTP listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
