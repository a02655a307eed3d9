/**
 * Is the API responsive while documents are OCR'd? GET /api/health every 20 ms while 4 image
 * uploads (OCR, no text layer) go through the pipeline on the embedded default: p50/p95/max,
 * with the jobs' wall time and peak RSS for context. Goal: p95 ≤ 50 ms.
 * Run: npx tsx bench/pipeline-health-latency.ts
 */
import { makeTextPng } from '@docsift/extract/testing';
import { mb, sampleRss, startBenchServer } from './support/docsift-process.ts';

const server = await startBenchServer();
try {
  const png = makeTextPng();
  const rss = sampleRss(server.process.pid!);
  const started = performance.now();
  const uploads = await server.upload(
    Array.from({ length: 4 }, (_, i) => ({ name: `scan-${i}.png`, bytes: png, type: 'image/png' })),
  );
  const settled = server.waitSettled(uploads.map((u) => u.id));
  let isDone = false;
  void settled.then(() => (isDone = true));
  const latencies: number[] = [];
  while (!isDone) {
    const started = performance.now();
    await fetch(`${server.url}/api/health`).then((r) => r.text());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const done = await settled;
  const seconds = (performance.now() - started) / 1000;
  const { peakMain, peakTotal } = await rss.stop();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `health during 4 OCR jobs: ${latencies.length} requests, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
  console.log(
    `uploads: ${done.filter((u) => u.state === 'done').length}/4 done in ${seconds.toFixed(1)} s`,
  );
  console.log(`peak RSS: server ${mb(peakMain)}, server + extraction processes ${mb(peakTotal)}`);
} finally {
  await server.stop();
}
