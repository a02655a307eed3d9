import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { createMailer } from './mailer.ts';

function capturedLogger() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger('info', sink), text: () => text };
}

/** Just enough of an SMTP server to accept one message per connection and keep its DATA. */
async function startSmtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, messages };
}

describe('mailer', () => {
  let dataDir = '';
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each mail to DATA_DIR/mail as .eml and logs its links when no SMTP_URL is set', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-mail-'));
    const log = capturedLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Docsift <no-reply@example.com>', dataDir },
      log.logger,
    );
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Open https://x.example/a',
      links: ['https://x.example/a'],
    });
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toEqual([expect.stringMatching(/^\d+-[0-9a-f]{8}\.eml$/)]);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Docsift <no-reply@example.com>$/m);
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(log.text()).toContain('https://x.example/a');
  });

  it('sends through SMTP_URL when set', async () => {
    const sink = await startSmtpSink();
    try {
      const log = capturedLogger();
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          mailFrom: 'no-reply@example.com',
          dataDir: '/nonexistent',
        },
        log.logger,
      );
      await mailer.send({
        to: 'grace@example.com',
        subject: 'Reset',
        text: 'Your link',
        links: ['https://x.example/secret'],
      });
      mailer.close();
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toMatch(/^Subject: Reset$/m);
      expect(log.text()).toContain('mail sent');
      expect(log.text()).not.toContain('https://x.example/secret');
    } finally {
      sink.server.close();
    }
  });
});
