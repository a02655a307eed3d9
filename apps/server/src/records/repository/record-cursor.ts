/** The opaque page cursor: the last row's order keys, tied to the sort they were read in. */
import { AppError } from '@docsift/core/errors';
import { z } from 'zod';

const cursorSchema = z.object({
  sort: z.string(),
  keys: z.array(z.union([z.string(), z.number()])),
});

export function encodeCursor(sort: string, keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify({ sort, keys })).toString('base64url');
}

/** The keys, when the cursor was made for this sort and this many keys; else 400. */
export function decodeCursor(cursor: string, sort: string, keyCount: number): (string | number)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    parsed = null;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.sort !== sort || result.data.keys.length !== keyCount)
    throw new AppError('invalid-argument', { field: 'cursor' });
  return result.data.keys;
}
