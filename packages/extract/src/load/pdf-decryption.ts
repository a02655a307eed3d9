/**
 * The Standard Security Handler (ISO 32000-1 7.6.3, ISO 32000-2 7.6.4) for a file that opens
 * without a password, as pdf.js opens it: the guard decrypts each stream before counting what it
 * decodes to. A file that needs a password is refused by pdf.js before any stream is decoded.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import type { PdfValue } from './pdf-syntax.ts';

/** Decrypts one stream's data, given its object's number and generation. */
export type StreamDecrypter = (data: Uint8Array, number: number, generation: number) => Uint8Array;

const PADDING = Buffer.from(
  '28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A',
  'hex',
);

type Cipher = 'rc4' | 'aes128' | 'aes256' | 'none';

/**
 * The decrypter for the empty user password of an /Encrypt dictionary (already resolved), or
 * null when it is not the standard handler or not a revision pdf.js reads.
 */
export function standardDecrypter(
  encrypt: Map<string, PdfValue>,
  fileId: Uint8Array | undefined,
): StreamDecrypter | null {
  if (nameOf(encrypt.get('Filter')) !== 'Standard') return null;
  const version = numberOf(encrypt.get('V')) ?? 0;
  const revision = numberOf(encrypt.get('R')) ?? 0;
  const owner = bytesOf(encrypt.get('O'));
  const user = bytesOf(encrypt.get('U'));
  if (!owner || !user) return null;
  const cipher = streamCipher(encrypt, version);
  if (cipher === 'none') return (data) => data;
  if (cipher === 'aes256') {
    const key = aes256FileKey(revision, user, bytesOf(encrypt.get('UE')));
    return key && ((data) => aesDecrypt('aes-256-cbc', key, data));
  }
  const keyLength = revision === 2 ? 5 : (numberOf(encrypt.get('Length')) ?? 40) / 8;
  if (!Number.isInteger(keyLength) || keyLength < 5 || keyLength > 16) return null;
  const isMetadataPlain = encrypt.get('EncryptMetadata') === false;
  const key = rc4FileKey({ revision, keyLength, owner, fileId, isMetadataPlain }, encrypt);
  return (data, number, generation) => {
    const objectKey = objectKeyOf(key, number, generation, cipher === 'aes128');
    return cipher === 'aes128' ? aesDecrypt('aes-128-cbc', objectKey, data) : rc4(objectKey, data);
  };
}

/** How streams are encrypted: V1/V2 RC4, V4 by the stream crypt filter, V5 AES-256. */
function streamCipher(encrypt: Map<string, PdfValue>, version: number): Cipher {
  if (version === 5) return 'aes256';
  if (version !== 4) return 'rc4';
  const filterName = nameOf(encrypt.get('StmF')) ?? 'Identity';
  if (filterName === 'Identity') return 'none';
  const filters = encrypt.get('CF');
  const filter = filters instanceof Map ? filters.get(filterName) : undefined;
  const method = filter instanceof Map ? nameOf(filter.get('CFM')) : undefined;
  if (method === 'AESV2') return 'aes128';
  if (method === 'AESV3') return 'aes256';
  return method === 'None' ? 'none' : 'rc4';
}

/** Algorithm 2 with the empty password: the RC4/AES-128 file key. */
function rc4FileKey(
  file: {
    revision: number;
    keyLength: number;
    owner: Buffer;
    fileId: Uint8Array | undefined;
    isMetadataPlain: boolean;
  },
  encrypt: Map<string, PdfValue>,
): Buffer {
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(numberOf(encrypt.get('P')) ?? 0);
  const hash = createHash('md5')
    .update(PADDING)
    .update(file.owner.subarray(0, 32))
    .update(permissions)
    .update(file.fileId ?? Buffer.alloc(0));
  if (file.revision >= 4 && file.isMetadataPlain) hash.update(Buffer.from([255, 255, 255, 255]));
  let key = hash.digest();
  if (file.revision >= 3)
    for (let i = 0; i < 50; i += 1)
      key = createHash('md5').update(key.subarray(0, file.keyLength)).digest();
  return key.subarray(0, file.keyLength);
}

/** Algorithm 1: an object's own key. */
function objectKeyOf(key: Buffer, number: number, generation: number, isAes: boolean): Buffer {
  const suffix = Buffer.from([
    number & 0xff,
    (number >> 8) & 0xff,
    (number >> 16) & 0xff,
    generation & 0xff,
    (generation >> 8) & 0xff,
  ]);
  const hash = createHash('md5').update(key).update(suffix);
  if (isAes) hash.update('sAlT');
  return hash.digest().subarray(0, Math.min(key.length + 5, 16));
}

/** Revision 5 or 6 with the empty password: the file key that /UE holds. */
function aes256FileKey(revision: number, user: Buffer, userKey: Buffer | undefined): Buffer | null {
  if (!userKey || userKey.length < 32 || user.length < 48) return null;
  const salt = user.subarray(40, 48);
  const intermediate =
    revision === 6 ? hardenedHash(salt) : createHash('sha256').update(salt).digest();
  const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(userKey.subarray(0, 32)), decipher.final()]);
}

/** Algorithm 2.B (ISO 32000-2) for the empty password and no user data. */
function hardenedHash(salt: Buffer): Buffer {
  let key = createHash('sha256').update(salt).digest();
  for (let round = 0; ; round += 1) {
    const block = Buffer.concat(Array.from({ length: 64 }, () => key));
    const cipher = createCipheriv('aes-128-cbc', key.subarray(0, 16), key.subarray(16, 32));
    cipher.setAutoPadding(false);
    const encrypted = Buffer.concat([cipher.update(block), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i += 1) sum += encrypted[i]!;
    key = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(encrypted)
      .digest();
    if (round >= 63 && encrypted.at(-1)! <= round - 31) return key.subarray(0, 32);
  }
}

/** AES-CBC with the IV in the first 16 bytes; padding is left on (a few bytes more to count). */
function aesDecrypt(algorithm: string, key: Buffer, data: Uint8Array): Uint8Array {
  if (data.length < 32) return new Uint8Array(0);
  const decipher = createDecipheriv(algorithm, key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

function rc4(key: Buffer, data: Uint8Array): Uint8Array {
  const state = new Uint8Array(256);
  for (let i = 0; i < 256; i += 1) state[i] = i;
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.allocUnsafe(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    const swap = state[i]!;
    state[i] = state[j]!;
    state[j] = swap;
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}

function nameOf(value: PdfValue | undefined): string | undefined {
  return typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined;
}

function numberOf(value: PdfValue | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function bytesOf(value: PdfValue | undefined): Buffer | undefined {
  return typeof value === 'object' && value !== null && 'bytes' in value ? value.bytes : undefined;
}
