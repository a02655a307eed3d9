/**
 * `docsift records --doctype ID [--filter F]… [--sort S] [--q TEXT] [--format json|csv]`: the
 * doctype's records from a running server, as its export writes them (captions as headers or
 * keys), streamed to stdout. Filters and sorts name a field by its key or its caption.
 */
import type { DocsiftClient } from '@docsift/client/client';
import { dataOf } from '@docsift/client/client';
import { exportRecords } from '@docsift/client/export-to-file';
import type { CliIo } from '../platform/cli-io.ts';
import { withRemote } from './remote-client.ts';

export interface RecordsCommandOptions {
  doctype: string;
  filter?: string[];
  sort?: string;
  q?: string;
  format: 'json' | 'csv';
}

export async function recordsCommand(io: CliIo, options: RecordsCommandOptions): Promise<void> {
  await withRemote(io.env, async ({ client }) => {
    const keyOf = await fieldKeys(client, options.doctype);
    const body = await exportRecords(client, options.doctype, {
      format: options.format,
      filters: (options.filter ?? []).map((filter) => withFieldKey(filter, keyOf)),
      ...(options.sort && { sort: withFieldKey(options.sort, keyOf) }),
      ...(options.q && { q: options.q }),
    });
    // The bytes as the server wrote them (the csv's BOM included), decoded across chunk edges.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    for await (const chunk of body) io.stdout.write(decoder.decode(chunk, { stream: true }));
    io.stdout.write(decoder.decode());
  });
}

/** A field's key by its key or its caption (case-insensitive). */
async function fieldKeys(client: DocsiftClient, doctype: string) {
  const { fields } = dataOf(
    await client.GET('/api/doctypes/{id}', { params: { path: { id: doctype } } }),
  );
  return (name: string): string => {
    const field =
      fields.find((f) => f.key === name) ??
      fields.find((f) => f.caption.toLowerCase() === name.toLowerCase());
    if (field) return field.key;
    const captions = fields.map((f) => f.caption).join(', ');
    throw new Error(`the doctype has no field "${name}": its fields are ${captions}`);
  };
}

/** `Total:>:100` → `field_abc:>:100`; `Total:desc` → `field_abc:desc`. */
function withFieldKey(expression: string, keyOf: (name: string) => string): string {
  const colon = expression.indexOf(':');
  if (colon <= 0) throw new Error(`expected FIELD:… in "${expression}"`);
  return `${keyOf(expression.slice(0, colon))}${expression.slice(colon)}`;
}
