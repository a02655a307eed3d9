/**
 * One 50 MB PDF (just under UPLOAD_MAX_BYTES) uploaded to the embedded server: peak growth of
 * the server's RSS while the request streams to storage. Goal: ≤ 64 MB (the file is never buffered).
 * Then a 50 MB PDF of SCAN_PAGES text pages read in slices of SLICE_PAGES (one job each): the
 * time from upload to done, which the per-slice costs (a local copy of the file, the PDF's
 * stream check) dominate, since its text pages take milliseconds.
 * Run: npx tsx bench/pipeline-large-upload.ts
 */
import { DEFAULT_UPLOAD_MAX_BYTES } from '@docsift/core/limits';
import { mb, rssOf, startBenchServer } from './support/docsift-process.ts';
import { makeLargePdf } from './support/large-pdf.ts';

const SCAN_PAGES = 100;
const SLICE_PAGES = 4;

const server = await startBenchServer({
  LOG_LEVEL: 'error',
  SCAN_SLICE_PAGES: String(SLICE_PAGES),
});
try {
  const pdf = await makeLargePdf(DEFAULT_UPLOAD_MAX_BYTES - 64 * 1024);
  const pid = server.process.pid!;
  await fetch(`${server.url}/api/health`);
  const before = await rssOf(pid);
  let peak = before;
  let isSampling = true;
  const sampler = (async () => {
    while (isSampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const [upload] = await server.upload([
    { name: 'large.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  const seconds = (performance.now() - started) / 1000;
  isSampling = false;
  await sampler;
  console.log(
    `large upload: ${mb(pdf.length)} stored in ${seconds.toFixed(1)} s as ${upload!.state}`,
  );
  console.log(`server RSS: ${mb(before)} before, peak ${mb(peak)}, growth ${mb(peak - before)}`);
  await server.waitSettled([upload!.id]);

  const scan = await makeLargePdf(DEFAULT_UPLOAD_MAX_BYTES - 64 * 1024, SCAN_PAGES);
  const scanStarted = performance.now();
  const [sliced] = await server.upload([
    { name: 'sliced.pdf', bytes: scan, type: 'application/pdf' },
  ]);
  const [settled] = await server.waitSettled([sliced!.id]);
  // The first slice of a long document reads one page (LONG_SCAN_FIRST_PAGES).
  const slices = 1 + Math.ceil((SCAN_PAGES - 1) / SLICE_PAGES);
  console.log(
    `sliced scan: ${mb(scan.length)}, ${SCAN_PAGES} pages in ${slices} slices, ` +
      `${settled!.state}${settled!.error ? ` (${settled!.error.code})` : ''} in ` +
      `${((performance.now() - scanStarted) / 1000).toFixed(1)} s`,
  );
} finally {
  await server.stop();
}
