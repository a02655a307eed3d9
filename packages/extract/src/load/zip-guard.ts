import { inflateRawSync } from 'node:zlib';
import { AppError } from '@docsift/core/errors';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Checks a zip before anything inflates it: the sizes its directory declares must stay within
 * `maxDecompressedBytes`, and each entry must really inflate to its declared size (inflation stops
 * at that size, so a directory that lies about a bomb costs nothing). 'file/too-large' for a bomb,
 * 'file/corrupt' for a broken zip.
 */
export function assertSafeZip(bytes: Uint8Array, maxDecompressedBytes: number): void {
  readSafeZip(bytes, maxDecompressedBytes, () => false);
}

/**
 * The checks of assertSafeZip, keeping the inflated bytes of the entries `isWanted` names (each
 * entry is inflated once, for the check and for the reader).
 */
export function readSafeZip(
  bytes: Uint8Array,
  maxDecompressedBytes: number,
  isWanted: (name: string) => boolean,
): Map<string, Buffer> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(zip);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxDecompressedBytes)
    throw new AppError('file/too-large', { message: 'The file unpacks to too much data' });
  const kept = new Map<string, Buffer>();
  for (const entry of entries) {
    const inflated = inflateEntry(zip, entry);
    if (isWanted(entry.name)) kept.set(entry.name, inflated);
  }
  return kept;
}

function readCentralDirectory(zip: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  // Zip64 marks these fields with all ones; an office document never needs it.
  if (count === 0xffff || offset === 0xffffffff) throw new AppError('file/too-large');
  if (count > MAX_ENTRIES)
    throw new AppError('file/too-large', { message: 'The file has too many parts' });
  const entries: ZipEntry[] = [];
  let position = offset;
  for (let i = 0; i < count; i += 1) {
    if (position + 46 > zip.length || zip.readUInt32LE(position) !== CENTRAL_SIGNATURE)
      throw new AppError('file/corrupt');
    const nameLength = zip.readUInt16LE(position + 28);
    const extraLength = zip.readUInt16LE(position + 30);
    const commentLength = zip.readUInt16LE(position + 32);
    entries.push({
      method: zip.readUInt16LE(position + 10),
      compressedSize: zip.readUInt32LE(position + 20),
      uncompressedSize: zip.readUInt32LE(position + 24),
      localHeaderOffset: zip.readUInt32LE(position + 42),
      name: zip.toString('utf8', position + 46, position + 46 + nameLength),
    });
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let position = zip.length - EOCD_MIN_SIZE; position >= earliest; position -= 1) {
    if (zip.readUInt32LE(position) === EOCD_SIGNATURE) return position;
  }
  throw new AppError('file/corrupt');
}

/** The entry's bytes, which must be exactly the size the directory declares. */
function inflateEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const local = entry.localHeaderOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE)
    throw new AppError('file/corrupt');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new AppError('file/corrupt');
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new AppError('file/corrupt');
    return zip.subarray(start, end);
  }
  if (entry.method !== DEFLATED)
    throw new AppError('file/corrupt', { message: `Unsupported zip compression in ${entry.name}` });
  let inflated: Buffer;
  try {
    // One byte of headroom tells "exactly the declared size" from "more than declared".
    inflated = inflateRawSync(zip.subarray(start, end), {
      maxOutputLength: entry.uncompressedSize + 1,
    });
  } catch (cause) {
    const isBomb = (cause as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw new AppError(isBomb ? 'file/too-large' : 'file/corrupt', { cause });
  }
  if (inflated.length !== entry.uncompressedSize) throw new AppError('file/corrupt');
  return inflated;
}
