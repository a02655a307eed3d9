import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An entity id: the spec's prefix (`doctype-`, `upload-`, …) and 20 random characters of
 * [a-z0-9] (~103 bits). No `-` in the random part: the inbound e-mail address uses the last
 * `-` segment of a doctype id.
 */
export function newId(prefix: string, length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  // 252 is the largest multiple of 36 below 256: rejecting bytes above keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 252) id += alphabet[byte % alphabet.length];
    if (id.length === length) return prefix + id;
  }
  return newId(prefix, length);
}
