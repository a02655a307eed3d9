/**
 * For the pipeline benches: `docsift serve` (embedded default) as its own process on a temp
 * DATA_DIR, a signed-in user with a doctype, uploads through the typed client (@docsift/client),
 * and RSS sampled from /proc.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DocsiftClient } from '@docsift/client/client';
import { dataOf } from '@docsift/client/client';
import type { Upload } from '@docsift/client/upload-files';
import { uploadFiles } from '@docsift/client/upload-files';
import { settledUploads } from '@docsift/client/wait-for-uploads';
import { registerUser } from '@docsift/server/testing/accounts';
import type { FilePart } from '@docsift/server/testing/documents';
import type { HttpClient } from '@docsift/server/testing/http-client';
import { freePort } from '@docsift/server/testing/test-server';
import { sessionClient } from './session-client.ts';

const bin = path.resolve(import.meta.dirname, '../../apps/server/bin/docsift.js');

export type Doctype = Awaited<ReturnType<typeof createDoctype>>;

export interface BenchServer {
  url: string;
  /** The server's DATA_DIR, for the CLI's verbs. */
  dataDir: string;
  process: ChildProcess;
  /** The signed-in user's address (the CLI's `users set-role --email`). */
  email: string;
  /** The user's session, for what a browser does. */
  client: HttpClient;
  /** The typed client on the same session. */
  api: DocsiftClient;
  doctype: Doctype;
  /** Stores the files, each or none (a refused one throws); resolves before they are processed. */
  upload(files: FilePart[]): Promise<Upload[]>;
  /** Resolves when every listed upload is done (or failed), told by the live events. */
  waitSettled(ids: string[]): Promise<Upload[]>;
  /** Runs a `docsift` CLI verb on the server's DATA_DIR; resolves to what it printed. */
  cli(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface DocsiftProcess {
  url: string;
  process: ChildProcess;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** `docsift serve --role ROLE` on a port of its own, resolved once it answers its health check. */
export async function spawnDocsift({
  role = 'all',
  dataDir,
  env = {},
}: {
  role?: 'all' | 'api' | 'worker';
  dataDir: string;
  env?: Record<string, string>;
}): Promise<DocsiftProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bin, 'serve', '--role', role], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-bench-'));
  const node = await spawnDocsift({ dataDir, env });
  const { url, process: child } = node;
  const { client, email } = await registerUser(url);
  const api = sessionClient(client);
  const doctype = await createDoctype(api);
  return {
    url,
    dataDir,
    process: child,
    email,
    client,
    api,
    doctype,
    async upload(files) {
      const outcomes = await uploadFiles(api, {
        doctype: doctype.id,
        files: files.map(
          ({ name, bytes, type }) => new File([bytes], name, { ...(type && { type }) }),
        ),
        wait: false,
      });
      const refused = outcomes.filter((outcome) => !outcome.upload);
      if (refused.length > 0)
        throw new Error(`upload refused: ${JSON.stringify(refused).slice(0, 300)}`);
      return outcomes.map((outcome) => outcome.upload!);
    },
    waitSettled: (ids) => waitSettled(client, ids),
    async cli(...args) {
      const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], {
        env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      });
      return stdout;
    },
    async stop() {
      await node.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The doctype the benches extract with: an invoice's number and total. */
async function createDoctype(api: DocsiftClient) {
  return dataOf(
    await api.POST('/api/doctypes', {
      body: {
        title: 'Invoices',
        mode: 'one:single',
        prompt: 'Invoices from suppliers',
        fields: [
          { caption: 'Invoice number', type: 'string' },
          { caption: 'Total', type: 'number' },
        ],
      },
    }),
  );
}

/** Resolves when every listed upload of the session's user is done (or failed); none may be deleted. */
export async function waitSettled(session: HttpClient, ids: string[]): Promise<Upload[]> {
  const ended = await settledUploads(sessionClient(session), ids);
  return ended.map(({ upload, error }, i) => {
    if (!upload) throw new Error(`upload ${ids[i]} is gone: ${error.code}`);
    return upload;
  });
}

/** Resident set size of a process in bytes (Linux /proc), 0 once it is gone. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** The process and its direct children (the extraction processes). */
export async function familyOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return [pid, ...children];
}

/** Samples RSS every `everyMs` until stopped; peak of the main process and of the whole family. */
export function sampleRss(pid: number, everyMs = 100) {
  let peakMain = 0;
  let peakTotal = 0;
  let isRunning = true;
  const done = (async () => {
    while (isRunning) {
      const sizes = await Promise.all((await familyOf(pid)).map(rssOf));
      peakMain = Math.max(peakMain, sizes[0] ?? 0);
      peakTotal = Math.max(
        peakTotal,
        sizes.reduce((a, b) => a + b, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      isRunning = false;
      await done;
      return { peakMain, peakTotal };
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
