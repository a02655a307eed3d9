/**
 * The rekey job (docs/records-storage.md): brings the record_values rows of a doctype's marked
 * fields (field-rekeys.ts) to its current fields, batch by batch, each batch a short transaction
 * of its own so other requests run in between (SQLite has one connection). A field changed again
 * during a pass keeps its mark (a new generation) and gets another pass.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DOCTYPE_ID_PREFIX } from '@docsift/core/doctype';
import { z } from 'zod';
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import type { JobQueue } from '../platform/queue/job-queue.ts';
import { defineJob } from '../platform/queue/job-queue.ts';
import { waitAtTestGate } from '../platform/test-gate.ts';
import type { FieldRekeys } from './repository/field-rekeys.ts';
import type { RecordsRepository, RekeyCursor } from './repository/records.repository.ts';

export const rekeyFieldsJob = defineJob({
  name: 'rekey-fields',
  version: 1,
  payload: z.object({ doctypeId: z.string().startsWith(DOCTYPE_ID_PREFIX).max(200) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // A million records' keys take minutes; a retry starts the pass again.
  expireInSeconds: 2 * 60 * 60,
});

/** Records per batch: how long one holds SQLite's connection (tens of ms quiet, see records-storage.md). */
const REKEY_BATCH = 500;

export interface FieldRekeyDeps {
  marks: FieldRekeys;
  inTransaction: UnitOfWork<{ records: Pick<RecordsRepository, 'rekeyBatch'> }>;
  batchSize?: number;
}

/**
 * Passes over the doctype's live records until none of its fields is marked, yielding after
 * each committed batch (the job checks its signal there; tests interleave writes there).
 */
export async function* rekeyMarkedFields(
  { marks, inTransaction, batchSize = REKEY_BATCH }: FieldRekeyDeps,
  doctypeId: string,
): AsyncGenerator<void> {
  for (;;) {
    const started = await marks.of(doctypeId);
    if (started.length === 0) return;
    const pending = started.map((mark) => mark.fieldKey);
    let after: RekeyCursor | null = null;
    do {
      const from: RekeyCursor | null = after;
      after = await inTransaction(({ records }) =>
        records.rekeyBatch(doctypeId, pending, { after: from, limit: batchSize }),
      );
      // SQLite answers synchronously: without a turn of the event loop, requests that arrived
      // meanwhile would not even be read before the whole pass ended.
      await nextTurn();
      yield;
    } while (after !== null);
    await marks.clear(doctypeId, started);
  }
}

/** Queues the doctype's rekey; one waits at a time per doctype, a running pass re-reads the marks. */
export async function queueRekey(queue: JobQueue, doctypeId: string): Promise<void> {
  await queue.send(rekeyFieldsJob, { doctypeId }, { singletonKey: doctypeId });
}

interface RekeyWorkerOptions {
  /** Tells the doctype's viewers, whose pages then reload and compare by the index again. */
  onDone: (doctypeId: string) => Promise<void>;
  /** Test only (platform/test-hooks.ts): each job waits at this gate before its first batch. */
  testPause?: string | undefined;
}

/**
 * Runs the rekey jobs in this worker and queues one for every doctype with marked fields (a
 * mark whose job was lost, say by a crash before it was queued).
 */
export async function startRekeyWorker(
  queue: JobQueue,
  deps: FieldRekeyDeps,
  { onDone, testPause }: RekeyWorkerOptions,
): Promise<void> {
  await queue.work(rekeyFieldsJob, { concurrency: 1 }, async ({ doctypeId }, { signal }) => {
    await waitAtTestGate(testPause, doctypeId, signal);
    let batches = 0;
    for await (const _batch of rekeyMarkedFields(deps, doctypeId)) {
      signal.throwIfAborted();
      batches += 1;
    }
    // A job that found no marks (a pass before it cleared them) has nothing to announce.
    if (batches > 0) await onDone(doctypeId);
  });
  for (const doctypeId of await deps.marks.doctypes()) await queueRekey(queue, doctypeId);
}
