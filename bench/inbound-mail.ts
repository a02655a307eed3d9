/**
 * A mail with one 10 MB PDF attachment sent over SMTP to the embedded server: peak growth of the
 * server's RSS while the message streams into storage. Goal: ≤ 64 MB (the mail is parsed as it
 * arrives; the attachment is never held whole).
 * Run: npx tsx bench/inbound-mail.ts
 */
import type { InboundMail } from '@docsift/core/inbound-mail';
import type { Me } from '@docsift/core/me';
import { freePort } from '@docsift/server/testing/test-server';
import nodemailer from 'nodemailer';
import { mb, rssOf, sampleRss, startBenchServer } from './support/docsift-process.ts';
import { makeLargePdf } from './support/large-pdf.ts';

const smtpPort = await freePort();
const server = await startBenchServer({ LOG_LEVEL: 'error', INBOUND_SMTP_PORT: String(smtpPort) });
try {
  const me = (await server.client.get<Me>('/api/me')).body;
  await server.cli('users', 'set-role', '--email', me.email, '--role', 'starter');
  const { address } = (
    await server.client.get<InboundMail>(`/api/doctypes/${server.doctype.id}/inbound-mail`)
  ).body;
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const send = (filename: string, content: Uint8Array) =>
    transport.sendMail({
      from: 'bench@supplier.example',
      to: address,
      subject: filename,
      text: 'Attached.',
      attachments: [{ filename, content: Buffer.from(content) }],
    });

  // One small mail first, so the parser's modules are loaded before the baseline.
  await send('warm-up.pdf', await makeLargePdf(64 * 1024));
  const pdf = await makeLargePdf(10 * 1024 * 1024);
  const pid = server.process.pid!;
  const before = await rssOf(pid);
  const sampler = sampleRss(pid, 20);
  const started = performance.now();
  await send('large.pdf', pdf);
  const seconds = (performance.now() - started) / 1000;
  const peak = Math.max(before, (await sampler.stop()).peakMain);
  transport.close();
  const { uploads } = (
    await server.client.get<{ uploads: { filename: string; size: number }[] }>(
      `/api/uploads?target=${server.doctype.id}`,
    )
  ).body;
  const stored = uploads.find((upload) => upload.filename === 'large.pdf');
  console.log(
    `inbound mail: a ${mb(pdf.length)} attachment accepted in ${seconds.toFixed(1)} s, stored as ${stored ? mb(stored.size) : 'nothing'}`,
  );
  console.log(`server RSS: ${mb(before)} before, peak ${mb(peak)}, growth ${mb(peak - before)}`);
} finally {
  await server.stop();
}
