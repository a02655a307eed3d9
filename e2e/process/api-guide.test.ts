/**
 * docs/api.md as a script user runs it: every `sh` block, in order, in one bash, against the
 * real product (`docsift serve`) with a fresh account's API key and an invoice beside it.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorMessages, httpStatusOf, isErrorCode } from '@docsift/core/errors';
import { afterAll, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { startDocsift } from '../support/docsift-server.ts';
import type { RunningServer } from '../support/docsift-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const guidePath = path.join(repoRoot, 'docs/api.md');
const bin = path.join(repoRoot, 'apps/server/bin/docsift.js');
let server: RunningServer | null = null;
let workDir = '';

afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The `docsift` CLI on the server's DATA_DIR; its standard output. */
async function docsift(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

function run(script: string, env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('runs every curl example of the API guide, from a new doctype to its exports', async () => {
  const guide = await readFile(guidePath, 'utf8');
  const blocks = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(blocks.length).toBeGreaterThanOrEqual(6);
  server = await startDocsift();
  // As an operator would: XLSX exports need the Starter plan.
  const email = `guide-${randomBytes(4).toString('hex')}@example.com`;
  await docsift(server.dataDir, 'users', 'create', '--email', email, '--password', 'guide-pass-1');
  await docsift(server.dataDir, 'users', 'set-role', '--email', email, '--role', 'starter');
  const key = (await docsift(server.dataDir, 'api-keys', 'create', '--email', email))
    .trim()
    .split('\n')
    .at(-1)!;
  expect(key).toMatch(/^dsk_/);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-api-guide-'));
  await writeFile(path.join(workDir, 'invoice.pdf'), await makeInvoicePdf());

  // The guide's placeholders become this server and this key; nothing else is changed.
  const script = blocks
    .join('\n')
    .replace(/^export DOCSIFT_URL=.*$/m, `export DOCSIFT_URL=${server.url}`)
    .replace(/^export DOCSIFT_API_KEY=.*$/m, `export DOCSIFT_API_KEY=${key}`);
  expect(script).toContain(server.url);
  const { code, stdout, stderr } = await run(
    script,
    { PATH: process.env.PATH!, HOME: os.homedir() },
    workDir,
  );
  expect(code, `${stderr}\n${stdout}`).toBe(0);
  expect(stdout).toMatch(/^doctype-\S+: Total is field_\w+$/m);
  // The records loop prints each record's data; the filtered query finds the invoice's total.
  expect(stdout).toMatch(/^\{"field_\w+":.+\}$/m);
  expect(stdout).toMatch(/"total": 1,/);

  const csv = await readFile(path.join(workDir, 'invoices.csv'), 'utf8');
  expect(csv.split('\n')[0]).toContain('Invoice number');
  const [header, row] = (await readFile(path.join(workDir, 'invoices-de.csv'), 'utf8')).split(
    '\r\n',
  );
  expect(header).toMatch(/^\ufeffInvoice number;.*;File name;Page;Uploaded at;Review state$/);
  expect(row).toContain(';invoice.pdf;');
  const json = JSON.parse(await readFile(path.join(workDir, 'invoices.json'), 'utf8')) as unknown[];
  expect(json.length).toBeGreaterThanOrEqual(1);
  const xlsx = await readFile(path.join(workDir, 'invoices.xlsx'));
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
});

it('lists every code of the error catalogue with its status', async () => {
  const guide = await readFile(guidePath, 'utf8');
  for (const code of Object.keys(errorMessages).filter(isErrorCode))
    expect(guide).toMatch(new RegExp(`\\| \`${code}\` +\\| ${httpStatusOf(code)} +\\|`));
});
