/** The mails Docsift wrote to DATA_DIR/mail (no SMTP_URL in the e2e run). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

function dataDir(): string {
  const dir = process.env.DOCSIFT_E2E_DATA_DIR;
  if (!dir)
    throw new Error(
      'DOCSIFT_E2E_DATA_DIR is not set: run the tests through playwright.config.ts (global setup)',
    );
  return dir;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read headers and links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The /auth/action link of the newest mail to `to`, or undefined while none has arrived. */
async function newestActionLink(to: string): Promise<string | undefined> {
  const dir = join(dataDir(), 'mail');
  // File names start with the send time in ms, so name order is arrival order.
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
    if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(mail))
      continue;
    return mail.match(/https?:\/\/[^\s"<>]+\/auth\/action\?[^\s"<>]+/)?.[0]?.replace(/&amp;/g, '&');
  }
  return undefined;
}

/** Waits (the reset request may answer before the mail is written) for the newest reset link to `to`. */
export async function waitForActionLink(to: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await newestActionLink(to)), {
      message: `reset mail to ${to}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return new URL(link!);
}
