/**
 * A zip file's members read in the browser, from its central directory at the end: each member's
 * text as a stream of chunks, inflated by the browser's DecompressionStream, so a spreadsheet is
 * never read whole to count its sheets.
 */

const END_SIGNATURE = 0x06054b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record (22 bytes) and the longest comment a zip may carry after it. */
const END_SEARCH_BYTES = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** A zip the browser does not read (damaged, ZIP64, an unknown compression): the caller guesses. */
export class UnreadableZipError extends Error {}

async function bytesOf(blob: Blob): Promise<DataView> {
  return new DataView(await blob.arrayBuffer());
}

/** The members by name, from the central directory. */
export async function zipEntries(file: Blob): Promise<Map<string, ZipEntry>> {
  const tailStart = Math.max(0, file.size - END_SEARCH_BYTES);
  const tail = await bytesOf(file.slice(tailStart));
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0 && end < 0; at -= 1)
    if (tail.getUint32(at, true) === END_SIGNATURE) end = at;
  if (end < 0) throw new UnreadableZipError('no end of central directory');
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (offset + size > file.size) throw new UnreadableZipError('directory out of the file');
  const directory = await bytesOf(file.slice(offset, offset + size));
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let at = 0; at + 46 <= directory.byteLength;) {
    if (directory.getUint32(at, true) !== DIRECTORY_SIGNATURE) break;
    const nameLength = directory.getUint16(at + 28, true);
    const skipped = nameLength + directory.getUint16(at + 30, true);
    const name = names.decode(
      new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength),
    );
    entries.set(name, {
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      localHeaderOffset: directory.getUint32(at + 42, true),
    });
    at += 46 + skipped + directory.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * A member's text, chunk by chunk; stop reading by leaving the loop. More than `budget.left`
 * characters over all the members read with one budget throw InflatedTooFarError.
 */
export async function* entryText(
  file: Blob,
  entry: ZipEntry,
  budget: { left: number },
): AsyncGenerator<string> {
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new UnreadableZipError(`compression method ${entry.method}`);
  const header = await bytesOf(file.slice(entry.localHeaderOffset, entry.localHeaderOffset + 30));
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_SIGNATURE)
    throw new UnreadableZipError('no local header');
  const start =
    entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  let bytes: ReadableStream<BufferSource> = file
    .slice(start, start + entry.compressedSize)
    .stream();
  if (entry.method === DEFLATED) bytes = bytes.pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = bytes.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      budget.left -= value.length;
      if (budget.left < 0) throw new InflatedTooFarError();
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** The members inflated past what the server inflates: it refuses the file ('file/too-large'). */
export class InflatedTooFarError extends Error {}
