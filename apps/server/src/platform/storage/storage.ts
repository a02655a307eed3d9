/**
 * File storage behind one small interface: local disk in embedded mode, an S3-compatible
 * bucket when several nodes share the files. Keys are slash-separated relative paths such as
 * `doctype/doctype-abc/1700000000000_invoice.pdf`.
 */
import type { Readable } from 'node:stream';

export interface Storage {
  /** Streams `source` to `key`; refuses to overwrite an existing key. A failed put leaves nothing behind. */
  put(key: string, source: Readable): Promise<{ bytes: number }>;
  /** The stored bytes; AppError not-found when the key does not exist. */
  get(key: string): Promise<Readable>;
  /** Removes one key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key under `prefix`, which must end with `/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix` (ending with `/`) with the time it was last written, in ms. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }>;
  /** Throws unless the storage can be written to now (the readiness probe). */
  check(): Promise<void>;
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Whether a key is made of plain segments only: no `..`, no absolute paths, no backslashes. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((segment) => segmentPattern.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  // Keys are built by our code from ids and sanitised names: an unsafe one is a bug, not user input.
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/'))
    throw new Error(`storage prefix must end with /: ${JSON.stringify(prefix)}`);
  assertSafeKey(prefix.slice(0, -1));
}
