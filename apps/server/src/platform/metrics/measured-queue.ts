/** A job queue whose handlers are timed into the metrics by job kind and outcome, and whose counts the metrics read at each scrape. */
import { performance } from 'node:perf_hooks';
import type { JobQueue } from '../queue/job-queue.ts';
import type { Metrics } from './metrics.ts';

export function measuredQueue<Q extends JobQueue>(queue: Q, metrics: Metrics): Q {
  metrics.watchQueue(() => queue.counts());
  return {
    ...queue,
    work(job, options, handler) {
      return queue.work(job, options, async (payload, context) => {
        const started = performance.now();
        const observe = (outcome: 'completed' | 'failed') =>
          metrics.observeJob(job.name, outcome, (performance.now() - started) / 1000);
        try {
          await handler(payload, context);
          observe('completed');
        } catch (error) {
          observe('failed');
          throw error;
        }
      });
    },
  };
}
