/**
 * Issue 27 item 10 replayed: a worker killed (-9) in the middle of a parse, while its temporary
 * copy of the OCR sits in DATA_DIR/tmp; once the job is taken over and the upload is done, the
 * copy must be gone. Before the fix it stayed until the next restart.
 *
 * The LLM engine against the fake model server, whose first answer never comes, holds the parse
 * with the copy open. On PostgreSQL an API node and two workers share the DATA_DIR and the
 * surviving worker, started before the copy existed, takes the job over: only the takeover can
 * remove it. On SQLite, one node at most, the killed node is started again and takes its own job
 * over once the lease runs out.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Upload } from '@docsift/core/upload';
import { makeInvoicePdf, startFakeModelServer } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { HttpClient } from '@docsift/server/testing/http-client';
import type { DocsiftProcess } from './docsift-process.ts';
import { spawnDocsift } from './docsift-process.ts';
import type { Check } from './edge-attacks.ts';

/** Extraction processes start, a lease runs out (20 s pg-boss, 15 s embedded), the job retries. */
const TAKEOVER_BOUND_SECONDS = 180;

/** The copies of the OCR a process holds, named `task-PID-HOST-…` (pipeline/local-copy.ts). */
const taskCopyOf = (name: string) => /^task-(\d+)-/.exec(name)?.[1];

export async function replayWorkerKill(check: Check): Promise<void> {
  const model = await startFakeModelServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-worker-kill-'));
  const tmpDir = path.join(dataDir, 'tmp');
  const env = {
    EXTRACTOR: 'llm',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: `${model.origin}/v1`,
    LLM_MODEL: 'attack-model',
    LLM_MAX_RETRIES: '0',
    EXTRACTION_PROCESSES: '1',
  };
  const isPostgres = process.env.DATABASE_URL !== undefined;
  const nodes: DocsiftProcess[] = [];
  const start = async (role: 'all' | 'api' | 'worker') => {
    const node = await spawnDocsift({ role, dataDir, env });
    nodes.push(node);
    return node;
  };
  try {
    await check(
      `kill -9 of the worker mid-parse (${isPostgres ? 'another worker' : 'the restarted node'} takes over)`,
      'upload done, the killed worker’s OCR copy gone',
      async () => {
        const api = await start(isPostgres ? 'api' : 'all');
        if (isPostgres) await Promise.all([start('worker'), start('worker')]);
        const { client } = await registerUser(api.url);
        const doctype = await createDoctype(client, { mode: 'single' });
        const [numberKey] = doctype.fields.map((field) => field.key) as [string];
        // The first parse waits for an answer that never comes; the one that takes over gets one.
        model.enqueue({ hang: true });
        model.setFallback(() => ({ content: JSON.stringify({ [numberKey]: 'INV-1' }) }));
        const created = await uploadFiles<{ uploads: Upload[] }>(client, doctype.id, [
          { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
        ]);
        const uploadId = created.body.uploads[0]!.id;

        // The loops end with the check's bound, which otherwise only stops waiting for them.
        const giveUpAt = Date.now() + TAKEOVER_BOUND_SECONDS * 1000;
        const pause = async (ms: number) => {
          if (Date.now() > giveUpAt) throw new Error('gave up waiting');
          await new Promise((resolve) => setTimeout(resolve, ms));
        };
        let pid: string | undefined;
        while (pid === undefined) {
          if (model.requests.length > 0)
            pid = (await readdir(tmpDir).catch(() => [])).map(taskCopyOf).find(Boolean);
          if (pid === undefined) await pause(100);
        }
        const killed = nodes.find((node) => String(node.process.pid) === pid);
        if (!killed) return [false, `copy of process ${pid}, none of the started nodes`];
        const exited = new Promise((resolve) => killed.process.once('exit', resolve));
        killed.process.kill('SIGKILL');
        await exited;

        const url = isPostgres ? api.url : (await start('all')).url;
        const reader = new HttpClient(url);
        for (const [name, value] of client.cookies) reader.cookies.set(name, value);
        let upload: Upload | undefined;
        while (upload?.state !== 'done' && upload?.error == null) {
          await pause(250);
          upload = (await reader.get<Upload>(`/api/uploads/${uploadId}`)).body;
        }
        const left = (await readdir(tmpDir).catch(() => [])).filter(
          (name) => taskCopyOf(name) === pid,
        );
        return [
          upload.state === 'done' && left.length === 0,
          `upload ${upload.state}${upload.error ? ` ${upload.error.code}` : ''}, ` +
            `${left.length} copy of the killed process ${pid} left`,
        ];
      },
      TAKEOVER_BOUND_SECONDS,
    );
  } finally {
    for (const node of nodes) await node.stop();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
