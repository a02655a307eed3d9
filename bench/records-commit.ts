/**
 * What a parse's commit of 1,000 records of 10 fields costs (`completeParse`: the records, their
 * search index and their field keys in record_values, in one transaction), on SQLite and on
 * PostgreSQL: the median of a few commits into one doctype, and the same commits into a doctype
 * whose fields the records do not have (nothing to key: the cost without record_values).
 * Run: npx tsx bench/records-commit.ts [--commits 6] [--dialect sqlite|postgres]
 */
import type { FieldInput } from '@docsift/core/doctype';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import {
  createDoctype,
  pipelineOf,
  uploadFiles,
  valuesOnly,
} from '@docsift/server/testing/documents';
import { dialects, startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect } from '@docsift/server/testing/test-server';
import { argument } from './support/cli.ts';

const RECORDS = 1000;
const commits = Number(argument('--commits') ?? 6);
const chosen = argument('--dialect') as TestDialect | undefined;

const types = ['string', 'number', 'date', 'boolean', 'string'] as const;
const fields: FieldInput[] = Array.from({ length: 10 }, (_, i) => ({
  key: `field_f${i}`,
  caption: `Field ${i}`,
  type: types[i % types.length],
}));
const unkeyed: FieldInput[] = [{ key: 'field_other', caption: 'Other', type: 'string' }];

function recordsOf(commit: number) {
  return valuesOnly(
    ...Array.from({ length: RECORDS }, (_, i) => {
      const n = commit * RECORDS + i;
      return {
        field_f0: `Item ${n % 997}`,
        field_f1: (n * 7) % 100_000,
        field_f2: `2024-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        field_f3: n % 2 === 0,
        field_f4: `Customer ${n % 5003} Straße ${n}`,
        field_f5: `Note ${n}`,
        field_f6: n % 50,
        field_f7: `2023-01-${String(1 + (n % 28)).padStart(2, '0')}`,
        field_f8: n % 3 === 0,
        field_f9: `REF-${n}`,
      };
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

for (const dialect of chosen ? [chosen] : dialects) {
  const server = await startTestServer(dialect);
  try {
    const { client } = await registerUser(server.url);
    const pdf = await makeInvoicePdf();
    const pipeline = pipelineOf(server);
    const timesOf = async (doctypeFields: FieldInput[]) => {
      const doctype = await createDoctype(client, { fields: doctypeFields });
      const times: number[] = [];
      for (let commit = 0; commit < commits; commit++) {
        const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
          { name: 'records.pdf', bytes: pdf },
        ]);
        const uploadId = created.body.uploads[0]!.id;
        await pipeline.saveOcr(uploadId, { pages: [] });
        const records = recordsOf(commit);
        const started = performance.now();
        await pipeline.completeParse(uploadId, { doctypeHash: doctype.hash, records });
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const keyed = await timesOf(fields);
    const bare = await timesOf(unkeyed);
    console.log(
      `${dialect}: commit of ${RECORDS} records of 10 fields, median of ${commits}: ${keyed.toFixed(0)} ms with record_values, ${bare.toFixed(0)} ms without`,
    );
  } finally {
    await server.close();
  }
}
