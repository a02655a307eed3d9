/**
 * The API's main flow with the typed client: create a doctype, upload files and wait until
 * they are processed, read the records page by page, export them as CSV. Type-checked with the
 * package (`npm run typecheck`) and run against a real server by the test suite.
 *
 *   DOCSIFT_URL=http://localhost:3000 DOCSIFT_API_KEY=dsk_… npx tsx examples/main-flow.ts invoice.pdf
 */
import { fileURLToPath } from 'node:url';
import { createClient, dataOf } from '@docsift/client/client';
import { exportToFile } from '@docsift/client/export-to-file';
import { localFile } from '@docsift/client/local-file';
import { pageRecords } from '@docsift/client/page-records';
import { uploadFiles } from '@docsift/client/upload-files';

export interface MainFlowOptions {
  url: string;
  apiKey: string;
  /** Invoices to upload (PDF, image, DOCX, …). */
  files: string[];
  /** Where the CSV export is written. */
  csvFile: string;
  pollIntervalMs?: number;
}

export async function mainFlow({ url, apiKey, files, csvFile, pollIntervalMs }: MainFlowOptions) {
  const client = createClient({ url, apiKey });
  const doctype = dataOf(
    await client.POST('/api/doctypes', {
      body: {
        title: 'Invoices',
        mode: 'one:single',
        fields: [{ caption: 'Invoice number' }, { caption: 'Total', type: 'number' }],
      },
    }),
  );
  const outcomes = await uploadFiles(client, {
    doctype: doctype.id,
    files: await Promise.all(files.map(localFile)),
    ...(pollIntervalMs && { pollIntervalMs }),
  });
  const failed = outcomes.filter((outcome) => outcome.error);
  if (failed.length > 0)
    throw new Error(failed.map((f) => `${f.filename}: ${f.error?.message}`).join('\n'));

  const invoiceNumber = doctype.fields.find((field) => field.caption === 'Invoice number')!.key;
  const invoiceNumbers: unknown[] = [];
  for await (const page of pageRecords(client, doctype.id, { limit: 100 }))
    invoiceNumbers.push(...page.records.map((record) => record.data[invoiceNumber]));

  await exportToFile(client, doctype.id, { format: 'csv' }, csvFile);
  return { doctype: doctype.id, uploads: outcomes.map((o) => o.upload?.id), invoiceNumbers };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await mainFlow({
    url: process.env.DOCSIFT_URL ?? 'http://localhost:3000',
    apiKey: process.env.DOCSIFT_API_KEY ?? '',
    files: process.argv.slice(2),
    csvFile: 'records.csv',
  });
  console.log(JSON.stringify(result, null, 2));
}
