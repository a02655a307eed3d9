/** The mails Docsift wrote to DATA_DIR/mail (no SMTP_URL in the e2e run). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { workerServer } from './suite-servers.ts';

/** Undoes quoted-printable soft line breaks and escapes, enough to read headers and links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link of the newest mail to `to` whose path starts with `pathPrefix`, or undefined while none has arrived. */
async function newestLink(to: string, pathPrefix: string): Promise<string | undefined> {
  const dir = join(workerServer().dataDir, 'mail');
  // File names start with the send time in ms, so name order is arrival order.
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const link = new RegExp(`https?://[^\\s"<>/]+${escaped(pathPrefix)}[^\\s"<>]+`);
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
    if (!new RegExp(`^To: ${escaped(to)}$`, 'mi').test(mail)) continue;
    return mail.match(link)?.[0]?.replace(/&amp;/g, '&');
  }
  return undefined;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits (a request may answer before its mail is written) for the newest `pathPrefix` link to `to`. */
async function waitForLink(to: string, pathPrefix: string, what: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await newestLink(to, pathPrefix)), {
      message: `${what} to ${to}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return new URL(link!);
}

/** Waits for the newest password-reset (or other /auth/action) link mailed to `to`. */
export const waitForActionLink = (to: string): Promise<URL> =>
  waitForLink(to, '/auth/action?', 'reset mail');

/** Waits for the newest doctype invitation link (`/invitations/<token>`) mailed to `to`. */
export const waitForInvitationLink = (to: string): Promise<URL> =>
  waitForLink(to, '/invitations/', 'invitation mail');
