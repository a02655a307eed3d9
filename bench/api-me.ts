/**
 * API load: authenticated GET /api/me, the cheapest guarded route, so the figure is the cost
 * of the HTTP stack plus caller lookup plus one query. The server runs as its own process
 * (embedded mode, SQLite in a temp DATA_DIR, LOG_LEVEL=warn); the user and the API key come
 * from the CLI. Run: npx tsx bench/api-me.ts [--seconds 10] [--connections 50]
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { argument } from './support/cli.ts';

const bin = path.resolve(import.meta.dirname, '../apps/server/bin/docsift.js');
const seconds = Number(argument('--seconds') ?? 10);
const connections = Number(argument('--connections') ?? 50);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * req/s depends on what else the machine runs; the server's CPU time per request does not,
 * and gives what one core could serve with the load generator elsewhere.
 */
async function load(
  url: string,
  headers: Record<string, string>,
  title: string,
  serverPid: number,
) {
  const cpuBefore = await cpuSeconds(serverPid);
  const result = await autocannon({
    url: `${url}/api/me`,
    headers,
    connections,
    duration: seconds,
  });
  const cpuMicrosPerRequest =
    (((await cpuSeconds(serverPid)) - cpuBefore) * 1e6) / result.requests.total;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
      `server CPU ${cpuMicrosPerRequest.toFixed(0)} µs/request (≈ ${(1e6 / cpuMicrosPerRequest).toFixed(0)} req/s per core)   ` +
      `${result['2xx']} ok, ${failed} failed`,
  );
}

/** The same load on a bare Fastify hello-world: what this machine can do right now. */
async function baseline(): Promise<void> {
  const basePort = await freePort();
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/api/me', async () => ({ ok: true }));
    await app.listen({ port: ${basePort}, host: '127.0.0.1' });`;
  const bare = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.dirname(bin),
    stdio: 'ignore',
  });
  try {
    const baseUrl = `http://127.0.0.1:${basePort}`;
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(baseUrl + '/api/me').then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await load(baseUrl, {}, 'bare Fastify (baseline)', bare.pid!);
  } finally {
    bare.kill();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: url,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: String(1e9),
  INBOUND_SMTP_PORT: '0',
};
const run = promisify(execFile);
const server = spawn(process.execPath, [bin, 'serve'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await run(
    process.execPath,
    [bin, 'users', 'create', '--email', 'bench@example.com', '--password', 'bench-password'],
    { env },
  );
  const { stdout } = await run(
    process.execPath,
    [bin, 'api-keys', 'create', '--email', 'bench@example.com', '--name', 'bench'],
    { env },
  );
  const key = stdout.trimEnd().split('\n').at(-1)!;
  await waitForHealth(url);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  console.log(
    `GET /api/me, ${connections} connections, ${seconds} s each, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, SQLite`,
  );
  await load(url, { authorization: `Bearer ${key}` }, 'API key (Bearer dsk_…)', server.pid!);
  await load(url, { cookie }, 'session cookie', server.pid!);
  await baseline();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
