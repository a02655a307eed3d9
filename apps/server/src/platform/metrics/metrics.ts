/**
 * This process's Prometheus metrics (prom-client), one registry per node: HTTP requests by route
 * pattern, jobs by kind, extracted pages, PDF stream checks, the queue's jobs by kind and state, and prom-client's
 * process metrics (CPU, memory, event loop, GC). Every label takes values from a bounded set: a
 * route pattern (never the URL), a job name, a status code, a method from the list below.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueCount } from '../queue/job-queue.ts';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `onCollectError` hears of a queue count that failed: the scrape goes on without those series. */
export function createMetrics(onCollectError: (error: unknown) => void) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'docsift_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'docsift_job_duration_seconds',
    help: 'Job attempts run by this node, by job kind and outcome, and how long they took',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  const pages = new Counter({
    name: 'docsift_extraction_pages_total',
    help: 'Document pages read by this node (text layer or OCR); its rate is pages per second',
    registers: [registry],
  });
  const streamChecks = new Counter({
    name: 'docsift_pdf_stream_checks_total',
    help: 'PDFs whose streams this node checked against the pixel and decompression limits (once per scan, not per slice)',
    registers: [registry],
  });
  let readQueue: (() => Promise<QueueCount[]>) | null = null;
  new Gauge({
    name: 'docsift_queue_jobs',
    help: 'Jobs in the queue shared by the cluster (every node reports the same), by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!readQueue) return;
      const counts = await readQueue().catch((error: unknown) => {
        onCollectError(error);
        return [] as QueueCount[];
      });
      this.reset();
      for (const { kind, state, jobs: count } of counts) this.set({ kind, state }, count);
    },
  });

  return {
    registry,
    /** `route` is the matched route's pattern; `unmatched` for requests no route took. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      const knownMethod = knownMethods.has(method) ? method : 'other';
      requests.observe({ method: knownMethod, route, status_code: String(statusCode) }, seconds);
    },
    observeJob(kind: string, outcome: 'completed' | 'failed', seconds: number): void {
      jobs.observe({ kind, outcome }, seconds);
    },
    countPages(count: number): void {
      pages.inc(count);
    },
    countStreamChecks(): void {
      streamChecks.inc();
    },
    /** Reads the queue's counts at each scrape. */
    watchQueue(read: () => Promise<QueueCount[]>): void {
      readQueue = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
