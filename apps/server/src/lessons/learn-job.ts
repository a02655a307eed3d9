/**
 * The learn job (issue 28, item 3): a person corrected cells of a record; what each correction
 * teaches is worked out in an extraction process and stored as the cell's lesson. It reads the
 * record as it is when it runs, so running it twice, or after a later edit, stores the same.
 */
import { DOCTYPE_ID_PREFIX } from '@docsift/core/doctype';
import { z } from 'zod';
import { defineJob } from '../platform/queue/job-queue.ts';
import type { JobQueue } from '../platform/queue/job-queue.ts';

export const learnJob = defineJob({
  name: 'learn',
  version: 1,
  payload: z.object({
    doctypeId: z.string().startsWith(DOCTYPE_ID_PREFIX).max(200),
    recordId: z.string().max(200),
    /** The corrected fields' keys. */
    fields: z.array(z.string().max(200)).min(1).max(500),
    /** Who corrected them. */
    userId: z.string().max(200).nullable(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
});

export type LearnPayload = z.infer<typeof learnJob.payload>;

/**
 * Queues the learning from one edit. A job waiting for the same cells already reads their newest
 * values when it runs, so a second one is not queued.
 */
export async function queueLearning(queue: JobQueue, payload: LearnPayload): Promise<void> {
  const singletonKey = `${payload.recordId}:${[...payload.fields].sort().join(',')}`;
  await queue.send(learnJob, payload, { singletonKey });
}

/** Runs the learn jobs in this worker, one at a time: each is short, and extraction comes first. */
export async function startLearnWorker(
  queue: JobQueue,
  learning: { learn(payload: LearnPayload, signal: AbortSignal): Promise<void> },
): Promise<void> {
  await queue.work(learnJob, { concurrency: 1 }, (payload, { signal }) =>
    learning.learn(payload, signal),
  );
}
