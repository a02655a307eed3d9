/**
 * What paying for parses costs, and whether parallel parses of one user stay within the credits.
 * 1. The debit a parse makes (lock the balance row, check, write the movement and the balance in
 *    one transaction), timed alone: p50/p95 over --debits sequential debits. Goal: p95 ≤ 5 ms on
 *    PostgreSQL.
 * 2. --runs times: a new user with credits for 5 pages uploads 8 one-page PDFs in one request to
 *    the real pipeline (EXTRACTION_PROCESSES=4, so several parse at once); exactly 5 must end done
 *    and 3 with credits/depleted, with a balance of 0, every run.
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust), as the server tests do.
 * Run: npx tsx bench/credits-debit.ts [--dialect postgres|sqlite] [--debits 1000] [--runs 10]
 */
import type { Me } from '@docsift/core/me';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { makeManyPagesPdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import {
  createCreditLedger,
  creditStoresOn,
  setPlanCredits,
} from '@docsift/server/testing/credits';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import type { HttpClient } from '@docsift/server/testing/http-client';
import { startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect, TestServer } from '@docsift/server/testing/test-server';
import { argument, percentile } from './support/cli.ts';

const dialect = (argument('--dialect') ?? 'postgres') as TestDialect;
const debits = Number(argument('--debits') ?? 1000);
const runs = Number(argument('--runs') ?? 10);

async function debitTimes(server: TestServer): Promise<number[]> {
  const { me } = await registerUser(server.url);
  await setPlanCredits(server.database, me.uid, debits + 100);
  const ledger = createCreditLedger(creditStoresOn(server.database));
  const times: number[] = [];
  for (let i = 0; i < debits + 50; i += 1) {
    const started = performance.now();
    await ledger.debit({ userId: me.uid, credits: 1, reference: `bench-${i}` });
    // The first 50 warm the connection pool and the statement caches.
    if (i >= 50) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function settled(client: HttpClient, ids: string[]): Promise<Upload[]> {
  for (;;) {
    const uploads = await Promise.all(
      ids.map(async (id) => (await client.get<Upload>(`/api/uploads/${id}`)).body),
    );
    if (uploads.every((u) => u.state === 'done' || u.error != null)) return uploads;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One run: the number of the 8 parses that ended done, and whether the rest were refused cleanly. */
async function parallelRun(server: TestServer, page: Buffer) {
  const { client, me } = await registerUser(server.url);
  await setPlanCredits(server.database, me.uid, 5);
  const doctype = await createDoctype(client, {
    mode: 'single',
    fields: [{ caption: 'Text', description: 'the line of text', type: 'string' }],
  });
  const files = Array.from({ length: 8 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: page }));
  const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, files);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  const uploads = await settled(
    client,
    res.body.uploads.map((u) => u.id),
  );
  const done = uploads.filter((u) => u.state === 'done').length;
  const depleted = uploads.filter((u) => u.error?.code === 'credits/depleted').length;
  const { total } = (await client.get<Me>('/api/me')).body.credits;
  return { done, depleted, total };
}

const ledgerServer = await startTestServer(dialect);
try {
  const times = await debitTimes(ledgerServer);
  console.log(
    `debit per parse on ${dialect}, ${times.length} sequential debits: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
} finally {
  await ledgerServer.close();
}

const pipelineServer = await startTestServer(dialect, {
  pipeline: true,
  env: { EXTRACTION_PROCESSES: '4', LOG_LEVEL: 'warn' },
});
try {
  const page = await makeManyPagesPdf(1);
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await parallelRun(pipelineServer, page);
    results.push(result);
    console.log(
      `run ${run}: ${result.done} done, ${result.depleted} credits/depleted, balance ${result.total}`,
    );
  }
  const exact = results.filter((r) => r.done === 5 && r.depleted === 3 && r.total === 0).length;
  console.log(
    `8 parallel parses with credits for 5 on ${dialect}: ${runs} runs × successes [${results.map((r) => r.done).join(', ')}]; exactly 5 in ${exact} of ${runs} runs`,
  );
  if (exact !== runs) process.exitCode = 1;
} finally {
  await pipelineServer.close();
}
