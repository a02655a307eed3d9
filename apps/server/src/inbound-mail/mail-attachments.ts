/**
 * Reads a message as it arrives and hands each attached file over as a stream, one at a time:
 * the parser waits until the current file is stored, so no file is ever held in memory whole.
 */
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@docsift/core/errors';
import type { AttachmentStream, MessageText } from 'mailparser';
import { MailParser } from 'mailparser';
import type { IncomingFile } from '../uploads/uploads.service.ts';

/** Passes the first `maxBytes` bytes on and drops the rest, keeping the source flowing. */
function byteLimit(maxBytes: number): Transform & { isTruncated: boolean } {
  let passed = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      passed += chunk.length;
      if (passed <= maxBytes) return next(null, chunk);
      limit.isTruncated = true;
      next();
    },
  }) as Transform & { isTruncated: boolean };
  limit.isTruncated = false;
  return limit;
}

/** Forwarded messages inside forwarded messages are read this deep; deeper ones are skipped. */
const MAX_FORWARD_DEPTH = 3;

/** Reads and discards an attachment nobody takes, then lets the parser go on. */
function skip(attachment: AttachmentStream): void {
  attachment.content.once('end', () => attachment.release());
  (attachment.content as Readable).resume();
}

/**
 * Calls `take` for every attachment of `message` but the images an HTML body shows inline
 * (logos, signatures), each cut off at `maxBytes` (then `isTruncated()`). A `take` that throws
 * stops the reading, and the error is thrown here; a message the parser refuses (MIME nested past
 * its limit, a broken structure) is invalid-argument, since sending it again cannot help. Nothing
 * is thrown before every `take` begun has ended, so that the caller can take back what it stored.
 */
export async function forEachAttachment(
  message: Readable,
  maxBytes: number,
  take: (file: IncomingFile) => Promise<void>,
  depth = 0,
): Promise<void> {
  const parser = new MailParser({
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  // The parser may end before the last attachment is taken (a message that is one file).
  const taking: Promise<void>[] = [];
  let takeError: unknown = null;
  /** What each `take` still reads: failed with the message, so that no `take` waits forever. */
  const unread = new Set<Readable>();
  const handOver = <T extends Readable>(stream: T): T => {
    unread.add(stream);
    stream.once('end', () => unread.delete(stream));
    return stream;
  };
  const takeLimited = (content: Readable, filename: string | undefined) => {
    const limited = handOver(byteLimit(maxBytes));
    content.pipe(limited);
    return take({ filename, stream: limited, isTruncated: () => limited.isTruncated });
  };
  parser.on('data', (part: AttachmentStream | MessageText) => {
    if (part.type !== 'attachment') return;
    if (part.related) return skip(part);
    const content = part.content as Readable;
    const isForwarded = part.contentType === 'message/rfc822';
    if (isForwarded && depth >= MAX_FORWARD_DEPTH) return skip(part);
    // A forwarded message's attachments are the documents (issue 27 item 11), not the message.
    const taken = (
      isForwarded
        ? forEachAttachment(handOver(content), maxBytes, take, depth + 1)
        : takeLimited(content, part.filename)
    ).then(
      () => part.release(),
      (error: unknown) => {
        takeError = error;
        parser.destroy(error as Error);
        throw error;
      },
    );
    taking.push(taken);
  });
  try {
    await pipeline(message, parser);
  } catch (error) {
    const thrownByTake = error === takeError;
    // A file whose last byte had come in may be being stored now (the size limit was passed in
    // the next one): its caller deletes it only once it knows of it.
    for (const stream of unread) stream.destroy(error as Error);
    await Promise.allSettled(taking);
    if (thrownByTake || error instanceof AppError) throw error;
    throw new AppError('invalid-argument', { message: 'Malformed message' });
  }
  await Promise.all(taking);
}
