/**
 * The remote verbs (`upload`, `records`) and `openapi`, run in this process against a real
 * server with the pipeline, as the owner of an API key. The client is the same on either
 * database: SQLite only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { invoiceFacts, makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUserWithApiKey } from './accounts.ts';
import { runCliInProcess } from './cli-in-process.ts';
import { createDoctype } from './documents.ts';
import type { TestServer } from './test-server.ts';
import { startTestServer } from './test-server.ts';

describe('docsift upload and records against a running server', () => {
  let server: TestServer;
  let dir: string;
  let env: Record<string, string>;
  let doctype: string;
  const file = (name: string) => path.join(dir, name);
  const docsift = (...args: string[]) => runCliInProcess(env, args);

  beforeAll(async () => {
    server = await startTestServer('sqlite', { pipeline: true });
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-cli-remote-'));
    const invoice = await makeInvoicePdf();
    await writeFile(file('first.pdf'), invoice);
    await writeFile(file('second.pdf'), invoice);
    await writeFile(file('notes.txt'), 'not a document');
    // A PDF by its bytes, which no reader can open: stored, then its scan fails.
    await writeFile(file('damaged.pdf'), '%PDF-1.7\n1 0 obj << broken');
    const { apiKey, client } = await registerUserWithApiKey(server.url);
    env = { DOCSIFT_URL: server.url, DOCSIFT_API_KEY: apiKey };
    doctype = (await createDoctype(client)).id;
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uploads files, waits until each is done and prints a line per file', async () => {
    const answer = await docsift(
      'upload',
      file('first.pdf'),
      file('second.pdf'),
      '--doctype',
      doctype,
    );
    expect(answer.stderr).toBe('');
    expect(answer.code).toBe(0);
    const lines = answer.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(lines.sort()).toEqual([
      ['first.pdf', expect.stringMatching(/^upload-/), 'done', '1 record'],
      ['second.pdf', expect.stringMatching(/^upload-/), 'done', '1 record'],
    ]);
  });

  it('fails with exit code 1 when a file is refused or its processing fails, printing why', async () => {
    const answer = await docsift(
      'upload',
      file('notes.txt'),
      file('damaged.pdf'),
      '--doctype',
      doctype,
    );
    expect(answer.code).toBe(1);
    const lines = answer.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['notes.txt', '-', 'refused', expect.stringMatching(/^file\/unsupported-type: /)],
        [
          'damaged.pdf',
          expect.stringMatching(/^upload-/),
          'failed',
          expect.stringMatching(/^file\/corrupt: /),
        ],
      ]),
    );
  });

  it('stops once the files are stored with --no-wait', async () => {
    const answer = await docsift('upload', file('first.pdf'), '--doctype', doctype, '--no-wait');
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    expect(answer.stdout).toMatch(/^first\.pdf\tupload-\S+\t(uploaded|scanning|parsing|done)\t/);
  });

  it('reads nothing and uploads nothing when one of the files cannot be read', async () => {
    const answer = await docsift(
      'upload',
      file('first.pdf'),
      file('missing.pdf'),
      '--doctype',
      doctype,
    );
    expect(answer).toEqual({
      code: 1,
      stdout: '',
      stderr: `docsift: cannot read ${file('missing.pdf')}: ENOENT\n`,
    });
  });

  it('prints the records as JSON or CSV, filtered by a field named by its caption', async () => {
    const json = await docsift(
      'records',
      '--doctype',
      doctype,
      '--filter',
      'invoice number:includes:0042',
    );
    expect(json.stderr).toBe('');
    const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({ 'Invoice number': invoiceFacts.invoiceNumber });

    const none = await docsift(
      'records',
      '--doctype',
      doctype,
      '--filter',
      'Invoice number:==:nothing',
    );
    expect(JSON.parse(none.stdout)).toEqual([]);

    const csv = await docsift(
      'records',
      '--doctype',
      doctype,
      '--format',
      'csv',
      '--sort',
      'Total:desc',
    );
    expect(csv.code).toBe(0);
    const [header, first] = csv.stdout.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Invoice number,Total');
    expect(first).toContain(invoiceFacts.invoiceNumber);
  });

  it('names what is wrong: an unknown field, an unknown doctype', async () => {
    expect(await docsift('records', '--doctype', doctype, '--filter', 'Amount:>:1')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'docsift: the doctype has no field "Amount": its fields are Invoice number, Total\n',
    });
    const unknown = await docsift('records', '--doctype', 'doctype-unknown');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toMatch(/^docsift: not-found: .+\n$/);
  });

  it('says which variable to set or fix: no address, no key, a refused key, no server', async () => {
    const run = (variables: Record<string, string>) =>
      runCliInProcess({ DOCSIFT_URL: '', DOCSIFT_API_KEY: '', ...variables }, [
        'records',
        '--doctype',
        doctype,
      ]);
    expect((await run({ DOCSIFT_API_KEY: env.DOCSIFT_API_KEY! })).stderr).toMatch(
      /^docsift: DOCSIFT_URL is not set: /,
    );
    expect((await run({ DOCSIFT_URL: server.url })).stderr).toMatch(
      /^docsift: DOCSIFT_API_KEY is not set: /,
    );
    const refused = await run({ DOCSIFT_URL: server.url, DOCSIFT_API_KEY: 'dsk_not-a-key' });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(
      /^docsift: \S+ refused DOCSIFT_API_KEY \(unauthenticated: .+\)\n$/,
    );
    expect(refused.stderr).toContain(server.url);
    const closed = await run({ DOCSIFT_URL: 'http://127.0.0.1:9', DOCSIFT_API_KEY: 'dsk_x' });
    expect(closed.stderr).toMatch(
      /^docsift: could not reach DOCSIFT_URL http:\/\/127\.0\.0\.1:9: .+\n$/,
    );
  });

  it('prints the OpenAPI document a server with this PUBLIC_URL serves', async () => {
    const answer = await runCliInProcess({ PUBLIC_URL: 'https://docsift.example.com' }, [
      'openapi',
    ]);
    expect(answer.code).toBe(0);
    const document = JSON.parse(answer.stdout) as { servers: unknown; paths: object };
    expect(document.servers).toEqual([{ url: 'https://docsift.example.com' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/uploads', '/api/doctypes/{id}/records']),
    );
  });
});
