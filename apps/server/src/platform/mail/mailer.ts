/**
 * Outgoing mail: SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/mail/<timestamp>-<id>.eml and its links are logged, so embedded mode needs no server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log/logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the mail carries; logged in file mode so an operator can follow them. */
  links?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export function createMailer(options: MailerOptions, logger: Logger): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.mailFrom, logger)
    : fileMailer(options, logger);
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ links: _links, ...mail }) {
      const info = await transport.sendMail({ from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

function fileMailer({ mailFrom, dataDir }: MailerOptions, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = path.join(dataDir, 'mail');
  return {
    async send({ links, ...mail }) {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: mail.to, subject: mail.subject, file, links },
        'mail written (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}
