/**
 * 100 one-page invoice PDFs uploaded and processed to done on the embedded default (SQLite,
 * offline extractor, EXTRACTION_PROCESSES=2): wall time from the first byte sent to the last
 * upload done, and peak RSS (server alone and with its extraction processes).
 * Goal: ≤ 30 s, ≤ 500 MB. All 100 go in one request, as the per-request file cap allows.
 * Run: npx tsx bench/pipeline-throughput.ts
 */
import { makeInvoicePdf } from '@docsift/extract/testing';
import { mb, sampleRss, startBenchServer } from './support/docsift-process.ts';

const COUNT = 100;

const server = await startBenchServer();
try {
  // A free user may have 25 uploads waiting: the 100 go in as a paying one's would.
  await server.cli('users', 'set-role', '--email', server.email, '--role', 'professional');
  const pdf = await makeInvoicePdf();
  const rss = sampleRss(server.process.pid!);
  const started = performance.now();
  const files = Array.from({ length: COUNT }, (_, i) => ({
    name: `invoice-${i}.pdf`,
    bytes: pdf,
    type: 'application/pdf',
  }));
  const ids = (await server.upload(files)).map((u) => u.id);
  const settled = await server.waitSettled(ids);
  const seconds = (performance.now() - started) / 1000;
  const { peakMain, peakTotal } = await rss.stop();
  const failed = settled.filter((u) => u.state !== 'done');
  console.log(
    `pipeline throughput: ${COUNT} one-page PDFs to done in ${seconds.toFixed(1)} s (${(COUNT / seconds).toFixed(1)} docs/s), ${failed.length} failed`,
  );
  console.log(`peak RSS: server ${mb(peakMain)}, server + extraction processes ${mb(peakTotal)}`);
} finally {
  await server.stop();
}
