/**
 * The doctype hash: what an upload was parsed with. It covers mode, prompt and fields (not the
 * title, nor the order of the fields), so an upload whose doctypeHash differs needs a re-parse.
 */
import { createHash } from 'node:crypto';
import type { DoctypeMode, Field } from '@docsift/core/doctype';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every level: equal values always give equal text. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * sha256 (hex) of the canonical JSON of mode, prompt and fields. Fields count in key order, not
 * in the order shown: values are stored by key, so reordering the columns changes no record.
 */
export function doctypeHash(mode: DoctypeMode, prompt: string, fields: readonly Field[]): string {
  const definition = {
    mode,
    prompt,
    fields: fields
      .map(({ key, caption, description, type }) => ({ key, caption, description, type }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
  return createHash('sha256').update(canonicalJson(definition)).digest('hex');
}
