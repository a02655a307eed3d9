/**
 * One 50 MB PDF (just under UPLOAD_MAX_BYTES) uploaded to the embedded server: peak growth of
 * the server's RSS while the request streams to storage. Goal: ≤ 64 MB (the file is never buffered).
 * Run: npx tsx bench/pipeline-large-upload.ts
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@docsift/core/limits';
import { PDFDocument } from 'pdf-lib';
import { mb, rssOf, startBenchServer } from './support/docsift-process.ts';

/** A valid PDF padded with an incompressible embedded file to `bytes`. */
async function makeLargePdf(bytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('large', { x: 20, y: 100 });
  await pdf.attach(randomBytes(bytes - 4096), 'padding.bin', {
    mimeType: 'application/octet-stream',
  });
  return pdf.save({ useObjectStreams: false });
}

const server = await startBenchServer({ LOG_LEVEL: 'error' });
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
} finally {
  await server.stop();
}
