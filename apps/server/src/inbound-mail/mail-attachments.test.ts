/** Reading a message's attachments when the message fails part-way through. */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { AppError } from '@docsift/core/errors';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it, vi } from 'vitest';
import { forEachAttachment } from './mail-attachments.ts';

async function twoAttachments(): Promise<Buffer> {
  return new MailComposer({
    from: 'anna@supplier.example',
    to: 'in@docsift.test',
    subject: 'Invoices',
    attachments: [
      { filename: 'first.pdf', content: randomBytes(2_000) },
      { filename: 'second.bin', content: randomBytes(200_000) },
    ],
  })
    .compile()
    .build();
}

/** Lets the events queued so far run, and those they queue, `turns` times over. */
async function eventLoopTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('forEachAttachment', () => {
  it('throws a failed message only once the file being stored is stored, so it can be taken back', async () => {
    const mail = await twoAttachments();
    const message = new PassThrough();
    const stored: string[] = [];
    let storing: (() => void) | null = null;
    const reading = forEachAttachment(message, 1_000_000, async (file) => {
      for await (const chunk of file.stream) void chunk;
      if (file.filename !== 'first.pdf') return;
      // The first file's bytes are all in; its record is still being written.
      await new Promise<void>((resolve) => (storing = resolve));
      stored.push(file.filename);
    });
    const storedWhenThrown = reading.then(
      () => null,
      (error: unknown) => ({ error, stored: [...stored] }),
    );
    // The first file whole, and the second well begun (the parser reads on in large steps): then
    // the size limit fails the message.
    message.write(mail.subarray(0, mail.indexOf('second.bin') + 150_000));
    await vi.waitFor(() => expect(storing).not.toBeNull());
    message.destroy(new AppError('file/too-large'));
    // Before the fix the reading had thrown by now, leaving the stored file unknown to the caller.
    await Promise.race([storedWhenThrown, eventLoopTurns(20)]);
    storing!();

    const outcome = await storedWhenThrown;
    expect(outcome?.error).toMatchObject({ code: 'file/too-large' });
    expect(outcome?.stored).toEqual(['first.pdf']);
  });
});
