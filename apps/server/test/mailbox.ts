/** Reads the mails the file mailer wrote to DATA_DIR/mail (embedded mode without SMTP). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function readMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(dir, f), 'utf8'))),
  );
}

/** The reset link of the newest mail to `to`, parsed; waits for it, as it is sent after the answer. */
export async function latestResetLink(dataDir: string, to: string): Promise<URL> {
  return vi.waitFor(async () => {
    const mails = (await readMails(dataDir)).filter((m) => m.includes(`To: ${to}`));
    const link = mails.at(-1)?.match(/https?:\/\/\S+\/auth\/action\?\S+/)?.[0];
    if (!link) throw new Error(`no reset mail to ${to}`);
    return new URL(link);
  });
}
