/**
 * `docsift extract DIR` on a folder of one-page text PDFs (the generated invoice), offline
 * extractor, default concurrency: wall time from starting the bin to its exit, CLI start included.
 * Goal (issue 26): 100 PDFs ≤ 20 s.
 * Run: npx tsx bench/extract-batch.ts [--count N]
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { argument } from './support/cli.ts';
import { invoiceDoctype } from './support/invoice-doctype.ts';

const COUNT = Number(argument('--count') ?? 100);
const bin = path.resolve(import.meta.dirname, '../apps/server/bin/docsift.js');

const folder = await mkdtemp(path.join(os.tmpdir(), 'docsift-bench-extract-batch-'));
try {
  const documents = path.join(folder, 'documents');
  await mkdir(documents);
  const pdf = await makeInvoicePdf();
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      writeFile(path.join(documents, `invoice-${String(i).padStart(3, '0')}.pdf`), pdf),
    ),
  );
  const doctype = path.join(folder, 'invoice.json');
  await writeFile(doctype, JSON.stringify(invoiceDoctype));

  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [bin, 'extract', documents, '--doctype', doctype],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error); // exit 1 when a file failed: counted below
  const seconds = (performance.now() - started) / 1000;
  const lines = stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { error?: unknown });
  const failed = lines.filter((line) => line.error).length;
  console.log(
    `extract batch: ${COUNT} one-page text PDFs in ${seconds.toFixed(1)} s (${(COUNT / seconds).toFixed(1)} docs/s), ${lines.length} lines, ${failed} failed, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
