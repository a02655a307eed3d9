/**
 * GET /metrics on an API node and on a worker of the same deployment: requests by route
 * pattern, the shared queue's waiting jobs, the worker's job durations and extracted pages.
 */
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../test/documents.ts';
import { labelValues, sampleOf } from '../../test/prometheus-text.ts';
import { createStubExtractionPool } from '../../test/stub-extraction-pool.ts';
import type { TestServer } from '../../test/test-server.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { Database } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/database.ts';
import { createLogger } from '../platform/log/logger.ts';
import { metricsFor } from '../platform/runtime.ts';
import type { StartedRole } from './started-role.ts';
import { start as startWorker } from './worker.ts';

describe.each(dialects)('metrics of an API node and a worker on %s', (dialect) => {
  let api: TestServer;
  let workerDatabase: Database | undefined;
  let worker: StartedRole | undefined;

  beforeAll(async () => {
    api = await startTestServer(dialect, {
      pipeline: true,
      workers: false,
      env: { METRICS: '1' },
    });
  });
  afterAll(async () => {
    await worker?.http.close();
    await worker?.close(0);
    await workerDatabase?.close();
    await api?.close();
  });

  /** A worker role on the API node's database and DATA_DIR, as `serve --role worker` runs it. */
  async function startWorkerNode(): Promise<StartedRole> {
    const logger = createLogger('silent');
    workerDatabase = openDatabase(api.config, () => {});
    worker = await startWorker({
      config: api.config,
      logger,
      database: workerDatabase,
      storage: api.storage,
      authSecret: api.config.authSecret!,
      metrics: metricsFor(api.config, logger),
      pool: createStubExtractionPool(),
    });
    return worker;
  }

  it('counts requests by route pattern, the jobs waiting, then the worker’s jobs and pages', async () => {
    const { client } = await registerUser(api.url);
    const doctype = await createDoctype(client);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
    ]);
    expect(created.status).toBe(201);
    const uploadId = created.body.uploads[0]!.id;
    expect((await client.get(`/api/uploads/${uploadId}`)).status).toBe(200);
    expect((await client.get('/api/uploads/up_0000000000000000')).status).toBe(404);
    for (const path of [`/api/nothing/${uploadId}`, '/nothing-else/1', '/nothing-else/2'])
      expect((await fetch(`${api.url}${path}`)).status).toBe(404);

    const onApi = await fetch(`${api.url}/metrics`);
    expect(onApi.status).toBe(200);
    expect(onApi.headers.get('content-type')).toContain('text/plain');
    const apiText = await onApi.text();
    const requests = (method: string, route: string, status: string) =>
      sampleOf(apiText, 'docsift_http_request_duration_seconds_count', {
        method,
        route,
        status_code: status,
      });
    expect(requests('POST', '/api/uploads', '201')).toBe(1);
    expect(requests('GET', '/api/uploads/:id', '200')).toBe(1);
    expect(requests('GET', '/api/uploads/:id', '404')).toBe(1);
    // Unknown paths share one label value; no id or path a client sent becomes one.
    expect(requests('GET', 'unmatched', '404')).toBe(3);
    expect(apiText).not.toContain(uploadId);
    expect(apiText).not.toContain('nothing');
    expect(labelValues(apiText, 'docsift_http_request_duration_seconds_count', 'route')).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/doctypes', 'unmatched']),
    );
    // No worker yet: the scan waits in the queue every node reads.
    expect(sampleOf(apiText, 'docsift_queue_jobs', { kind: 'scan', state: 'waiting' })).toBe(1);

    const node = await startWorkerNode();
    await expect
      .poll(async () => (await client.get<Upload>(`/api/uploads/${uploadId}`)).body.state, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('done');
    // The upload is done inside the parse job, whose attempt ends just after.
    let workerText = '';
    const jobs = (kind: string) =>
      sampleOf(workerText, 'docsift_job_duration_seconds_count', { kind, outcome: 'completed' });
    await expect
      .poll(async () => {
        workerText = (await node.http.inject('/metrics')).body;
        return [jobs('scan'), jobs('parse')];
      })
      .toEqual([1, 1]);
    expect(
      sampleOf(workerText, 'docsift_job_duration_seconds_sum', {
        kind: 'parse',
        outcome: 'completed',
      }),
    ).toBeGreaterThan(0);
    expect(sampleOf(workerText, 'docsift_extraction_pages_total')).toBe(1);
    expect(sampleOf(workerText, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(workerText, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(workerText, 'docsift_queue_jobs', { kind: 'scan', state: 'waiting' })).toBe(
      undefined,
    );
  }, 120_000);
});
