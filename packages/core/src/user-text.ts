/**
 * Text a user sends (bodies, query strings, path ids): PostgreSQL refuses NUL in text columns
 * and a lone UTF-16 surrogate has no UTF-8 form, so both are refused up front on every database.
 */
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text holding NUL or a lone surrogate. */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

/** A string schema that fails with `text_invalid` (400 invalid-argument naming the field). */
export function userText() {
  return z.string().refine(isWellFormedText, { message: 'text_invalid', abort: true });
}
