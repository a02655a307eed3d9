/**
 * Issue 27's attacks on the server's edges, replayed on a server of their own whose limits are
 * lowered so each is reached in seconds (the main attack server raises the per-address cap for
 * its own floods): items 3 (trickling bodies, the request timeout, the per-address connection cap)
 * and 7 (inbound mail: a 2,000-level nested MIME message, the per-address and per-doctype rates,
 * maxClients) and 11 (a forwarded mail's attachment). Each attack comes from a loopback address
 * of its own (127.0.0.2…), so one limit never hides another. The daily caps per address and per
 * doctype are replayed on a server of its own (replayMailDailyCaps), whose caps are below the
 * per-minute rates: a minute's run reaches them only so.
 */
import net from 'node:net';
import type { InboundMail } from '@docsift/core/inbound-mail';
import type { UploadList } from '@docsift/core/upload';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype } from '@docsift/server/testing/documents';
import { nestedMimeMessage } from '@docsift/server/testing/hostile-mail';
import { freePort } from '@docsift/server/testing/test-server';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { startBenchServer, type BenchServer } from './docsift-process.ts';

/** Runs one attack; it fails when `run` has not answered in `boundSeconds` (30 by default). */
export type Check = (
  attack: string,
  expected: string,
  run: () => Promise<[boolean, string]>,
  boundSeconds?: number,
) => Promise<void>;

const IDLE_TIMEOUT_SECONDS = 2;
const REQUEST_TIMEOUT_SECONDS = 4;
const MAX_CONNECTIONS_PER_IP = 20;
const MAIL_PER_IP_PER_MINUTE = 10;
const MAIL_PER_DOCTYPE_PER_MINUTE = 6;
const SMTP_MAX_CLIENTS = 5;
/** Below the default per-minute rates (60 per address, 30 per doctype). */
const MAIL_PER_IP_PER_DAY = 4;
const MAIL_PER_DOCTYPE_PER_DAY = 4;

interface SmtpAnswer {
  responseCode: number;
  response: string;
}

/** Sends one mail from `localAddress` to `to`: 250 when accepted, else the server's answer. */
function sendMail(
  port: number,
  localAddress: string,
  to: string,
  mail: nodemailer.SendMailOptions = {},
): Promise<SmtpAnswer> {
  return nodemailer
    .createTransport({ host: '127.0.0.1', port, secure: false, localAddress })
    .sendMail({ from: 'bench@supplier.example', to, subject: 'attack', text: 'x', ...mail })
    .then(
      () => ({ responseCode: 250, response: '250 accepted' }),
      (error: { responseCode?: number; response?: string; message: string }) => ({
        responseCode: error.responseCode ?? 0,
        response: error.response ?? error.message,
      }),
    );
}

/**
 * Sends `limit` mails, the n-th from `fromOf(n)` to `toOf(n)`, then one more from `fromOf(limit)`
 * to `toOf(limit)`: all but the last accepted, the last refused for now (451) with `reason`.
 */
async function overLimit(
  send: (localAddress: string, to: string) => Promise<SmtpAnswer>,
  limit: number,
  fromOf: (n: number) => string,
  toOf: (n: number) => string,
  reason: string,
): Promise<[boolean, string]> {
  let accepted = 0;
  for (let n = 0; n < limit; n++)
    if ((await send(fromOf(n), toOf(n))).responseCode === 250) accepted++;
  const extra = await send(fromOf(limit), toOf(limit));
  return [
    accepted === limit && extra.responseCode === 451 && extra.response.includes(reason),
    `${accepted} accepted, then ${extra.response}`,
  ];
}

interface MailOwner {
  /** A new doctype's inbound address. */
  addressOf(): Promise<string>;
  /** The file names of the uploads mail to `address` (one of addressOf's) made. */
  uploadNames(address: string): Promise<string[]>;
}

/** A user on a plan that receives mail. */
async function mailOwner(server: BenchServer): Promise<MailOwner> {
  const owner = await registerUser(server.url);
  await server.cli('users', 'set-role', '--email', owner.email, '--role', 'professional');
  const doctypeIds = new Map<string, string>();
  return {
    async addressOf() {
      const doctype = await createDoctype(owner.client);
      const { address } = (
        await owner.client.get<InboundMail>(`/api/doctypes/${doctype.id}/inbound-mail`)
      ).body;
      doctypeIds.set(address, doctype.id);
      return address;
    },
    async uploadNames(address) {
      const target = doctypeIds.get(address)!;
      const { uploads } = (await owner.client.get<UploadList>(`/api/uploads?target=${target}`))
        .body;
      return uploads.map((upload) => upload.filename);
    },
  };
}

/** A connection from `localAddress`, resolved once open; never rejects (a refused one closes). */
function connect(port: number, localAddress: string): Promise<net.Socket> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  // Read what the server answers, as a client does: a paused socket never sees it close.
  socket.resume();
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  });
}

/** Milliseconds until `socket` closes, or null if it is still open after `boundMs`. */
function closedWithin(socket: net.Socket, boundMs: number): Promise<number | null> {
  if (socket.destroyed) return Promise.resolve(0);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const bound = setTimeout(() => resolve(null), boundMs);
    socket.once('close', () => {
      clearTimeout(bound);
      resolve(Date.now() - startedAt);
    });
  });
}

const trickleHead = (host: string) =>
  `POST /api/uploads HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
  'Content-Length: 100000\r\n\r\n-';

export async function replayEdgeAttacks(check: Check): Promise<void> {
  const smtpPort = await freePort();
  const server = await startBenchServer({
    HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS),
    HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    HTTP_MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS_PER_IP),
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_RATE_LIMIT_PER_IP: String(MAIL_PER_IP_PER_MINUTE),
    INBOUND_RATE_LIMIT_PER_DOCTYPE: String(MAIL_PER_DOCTYPE_PER_MINUTE),
    INBOUND_SMTP_MAX_CLIENTS: String(SMTP_MAX_CLIENTS),
  });
  const port = Number(new URL(server.url).port);
  const host = new URL(server.url).host;
  const health = async () => (await fetch(`${server.url}/api/health`)).status;
  const sockets: net.Socket[] = [];
  try {
    /** Sends `head` from `localAddress`, then a byte every `everyMs`: cut within `boundSeconds`? */
    async function trickle(
      localAddress: string,
      head: string,
      everyMs: number,
      boundSeconds: number,
    ): Promise<[boolean, string]> {
      const socket = await connect(port, localAddress);
      sockets.push(socket);
      socket.write(head);
      const timer = setInterval(() => socket.writable && socket.write('-'), everyMs);
      const tookMs = await closedWithin(socket, 20_000);
      clearInterval(timer);
      const status = await health();
      const isCut = tookMs !== null && tookMs <= boundSeconds * 1000;
      return [
        isCut && status === 200,
        `${tookMs === null ? 'still open after 20 s' : `cut after ${(tookMs / 1000).toFixed(1)} s`}, health ${status}`,
      ];
    }

    await check(
      `a body trickling 1 byte / 5 s (idle timeout ${IDLE_TIMEOUT_SECONDS} s)`,
      `cut in ≤ ${IDLE_TIMEOUT_SECONDS + 1} s, health 200`,
      // The next byte would come after 5 s: the server must have cut before then.
      () => trickle('127.0.0.2', trickleHead(host), 5000, IDLE_TIMEOUT_SECONDS + 1),
    );

    await check(
      `a body trickling 1 byte / 1 s, inside every idle timeout (request timeout ${REQUEST_TIMEOUT_SECONDS} s)`,
      `cut in ≤ ${REQUEST_TIMEOUT_SECONDS + 1} s, health 200`,
      // Sign-in reads its whole body before it answers: no early answer cuts this one short.
      () =>
        trickle(
          '127.0.0.6',
          `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 1000\r\n\r\n{',
          1000,
          REQUEST_TIMEOUT_SECONDS + 1,
        ),
    );

    const flood = MAX_CONNECTIONS_PER_IP + 10;
    await check(
      `${flood} trickling POSTs from one address (cap ${MAX_CONNECTIONS_PER_IP})`,
      `${MAX_CONNECTIONS_PER_IP} held then all cut, health 200 meanwhile`,
      async () => {
        const opened = await Promise.all(
          Array.from({ length: flood }, () => connect(port, '127.0.0.3')),
        );
        sockets.push(...opened);
        for (const socket of opened) if (socket.writable) socket.write(trickleHead(host));
        // The server closes the ones past the cap before reading them.
        const firstSecond = await Promise.all(opened.map((socket) => closedWithin(socket, 500)));
        const held = firstSecond.filter((ms) => ms === null).length;
        const statusMeanwhile = await health();
        const later = await Promise.all(
          opened.map((socket) => closedWithin(socket, (IDLE_TIMEOUT_SECONDS + 2) * 1000)),
        );
        const stillOpen = later.filter((ms) => ms === null).length;
        return [
          held === MAX_CONNECTIONS_PER_IP && statusMeanwhile === 200 && stillOpen === 0,
          `${held} held, ${flood - held} refused, health ${statusMeanwhile}, ${stillOpen} open after ${IDLE_TIMEOUT_SECONDS + 2} s`,
        ];
      },
    );

    // Inbound mail, a doctype per attack, so one attack's mail never counts against another's rate.
    const { addressOf, uploadNames } = await mailOwner(server);
    const deep = await addressOf();
    const [first, second] = [await addressOf(), await addressOf()];
    const mailbox = await addressOf();
    const crowded = await addressOf();
    const forwardedTo = await addressOf();
    const send = (localAddress: string, to: string, mail: nodemailer.SendMailOptions = {}) =>
      sendMail(smtpPort, localAddress, to, mail);

    await check('MIME nested 2,000 levels deep', '554 (for good, not 451)', async () => {
      const raw = nestedMimeMessage('bench@supplier.example', deep);
      const answer = await send('127.0.0.4', deep, {
        raw,
        envelope: { from: 'bench@supplier.example', to: deep },
      });
      return [answer.responseCode === 554, answer.response];
    });

    await check(
      'a forwarded mail (message/rfc822) holding a PDF',
      '250, the PDF inside an upload',
      async () => {
        const forwarded = await new MailComposer({
          from: 'bert@supplier.example',
          subject: 'Invoice',
          attachments: [{ filename: 'forwarded-invoice.pdf', content: await makeInvoicePdf() }],
        })
          .compile()
          .build();
        const answer = await send('127.0.0.7', forwardedTo, {
          attachments: [
            { filename: 'Invoice.eml', content: forwarded, contentType: 'message/rfc822' },
          ],
        });
        const names = await uploadNames(forwardedTo);
        return [
          answer.responseCode === 250 &&
            JSON.stringify(names) === JSON.stringify(['forwarded-invoice.pdf']),
          `${answer.response}, uploads ${JSON.stringify(names)}`,
        ];
      },
    );

    await check(
      `mail ${MAIL_PER_IP_PER_MINUTE + 1} from one address within a minute (rate ${MAIL_PER_IP_PER_MINUTE})`,
      '451 4.7.1 from your address',
      // Spread over two doctypes, so the per-doctype rate is not what refuses.
      () =>
        overLimit(
          send,
          MAIL_PER_IP_PER_MINUTE,
          () => '127.0.0.5',
          (n) => (n % 2 === 0 ? first : second),
          'from your address',
        ),
    );

    await check(
      `mail ${MAIL_PER_DOCTYPE_PER_MINUTE + 1} to one doctype within a minute (rate ${MAIL_PER_DOCTYPE_PER_MINUTE})`,
      '451 4.7.1 to this mailbox',
      // Each from its own address, so the per-address rate is not what refuses.
      () =>
        overLimit(
          send,
          MAIL_PER_DOCTYPE_PER_MINUTE,
          (n) => `127.0.1.${n + 1}`,
          () => mailbox,
          'to this mailbox',
        ),
    );

    await check(
      `SMTP client ${SMTP_MAX_CLIENTS + 1} while ${SMTP_MAX_CLIENTS} are connected`,
      '421, then accepted once one leaves',
      async () => {
        const held = await Promise.all(
          Array.from({ length: SMTP_MAX_CLIENTS }, async () => {
            const socket = net.connect({ port: smtpPort, host: '127.0.0.1' });
            socket.on('error', () => {});
            sockets.push(socket);
            await new Promise<void>((resolve) =>
              socket.once('data', (chunk: Buffer) => {
                if (chunk.toString().startsWith('220')) resolve();
              }),
            );
            return socket;
          }),
        );
        const refused = await send('127.0.2.1', crowded);
        const left = closedWithin(held[0]!, 5000);
        held[0]!.end('QUIT\r\n');
        await left;
        const after = await send('127.0.2.2', crowded);
        return [
          refused.responseCode === 421 && after.responseCode === 250,
          `${refused.response}; then ${after.response}`,
        ];
      },
    );
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
}

/** Issue 27 item 7's daily caps, on a server of its own whose caps a minute reaches. */
export async function replayMailDailyCaps(check: Check): Promise<void> {
  const smtpPort = await freePort();
  const server = await startBenchServer({
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_DAILY_LIMIT_PER_IP: String(MAIL_PER_IP_PER_DAY),
    INBOUND_DAILY_LIMIT_PER_DOCTYPE: String(MAIL_PER_DOCTYPE_PER_DAY),
  });
  try {
    const { addressOf } = await mailOwner(server);
    const [capped, other] = [await addressOf(), await addressOf()];
    const [first, second] = [await addressOf(), await addressOf()];
    const send = (localAddress: string, to: string) => sendMail(smtpPort, localAddress, to);
    await check(
      `mail ${MAIL_PER_IP_PER_DAY + 1} from one address in a day (cap ${MAIL_PER_IP_PER_DAY})`,
      "451 4.7.1 your address's daily limit, another address's mail accepted",
      async () => {
        // Spread over two doctypes, each under its daily cap, so only the address's cap refuses.
        const [isCapped, got] = await overLimit(
          send,
          MAIL_PER_IP_PER_DAY,
          () => '127.0.4.1',
          (n) => (n % 2 === 0 ? first : second),
          "address's daily limit is reached",
        );
        const elsewhere = await send('127.0.4.2', first);
        return [
          isCapped && elsewhere.responseCode === 250,
          `${got}; another address ${elsewhere.responseCode}`,
        ];
      },
    );
    await check(
      `mail ${MAIL_PER_DOCTYPE_PER_DAY + 1} to one doctype in a day (cap ${MAIL_PER_DOCTYPE_PER_DAY})`,
      "451 4.7.1 daily limit, another doctype's mail accepted",
      async () => {
        // Each from its own address, under every per-minute rate.
        const [isCapped, got] = await overLimit(
          send,
          MAIL_PER_DOCTYPE_PER_DAY,
          (n) => `127.0.3.${n + 1}`,
          () => capped,
          'daily limit is reached',
        );
        const elsewhere = await send('127.0.3.100', other);
        return [
          isCapped && elsewhere.responseCode === 250,
          `${got}; another doctype ${elsewhere.responseCode}`,
        ];
      },
    );
  } finally {
    await server.stop();
  }
}
