import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import {
  createDoctype,
  filesDir,
  pipelineOf,
  uploadFiles,
  valuesOnly,
} from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import type { DocumentServices } from '../roles/document-services.ts';
import { createLogger } from '../platform/log/logger.ts';
import { expireDrafts } from './expire-drafts.ts';
import { expireUploads } from './expire-uploads.ts';

const HOUR_MS = 60 * 60 * 1000;
const ocr = {
  pages: [
    { number: 1, width: 0, height: 0, text: 'Invoice 1', source: 'text-layer' as const, words: [] },
  ],
};

describe.each(dialects)('periodic expiry on %s', (dialect) => {
  let server: TestServer;
  let services: DocumentServices;
  let pdf: Buffer;
  const logger = createLogger('silent');
  const signal = new AbortController().signal;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    services = createDocumentServices({ config: server.config, logger, database: server.database });
    pdf = await makeInvoicePdf();
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = (key: string) =>
    access(path.join(filesDir(server), key)).then(
      () => true,
      () => false,
    );
  const recordCount = async (uploadId: string) =>
    (
      await server.database.db
        .selectFrom('records')
        .select('id')
        .where('upload_id', '=', uploadId)
        .execute()
    ).length;

  /** An upload as the pipeline leaves it: OCR JSON stored and one record. */
  async function parsedUpload(client: HttpClient, doctype: Doctype, name: string): Promise<Upload> {
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name, bytes: pdf },
    ]);
    expect(res.status).toBe(201);
    const { id } = res.body.uploads[0]!;
    await pipelineOf(server).saveOcr(id, ocr);
    return pipelineOf(server).completeParse(id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ [doctype.fields[0]!.key]: 'INV-1' }),
    });
  }

  it('deletes an upload past its expiresAt with its file, OCR JSON and records, and keeps one not yet expired', async () => {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const expired = await parsedUpload(client, doctype, 'old.pdf');
    const kept = await parsedUpload(client, doctype, 'new.pdf');
    await server.database.db
      .updateTable('uploads')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', expired.id)
      .execute();
    expect([
      await stored(expired.file.source),
      await stored(expired.file.ocr!),
      await recordCount(expired.id),
    ]).toEqual([true, true, 1]);

    expect(
      await expireUploads(
        { expired: services.uploadsForJobs, uploads: services.uploads, logger },
        signal,
      ),
    ).toBe(1);

    expect((await client.get(`/api/uploads/${expired.id}`)).status).toBe(404);
    expect([
      await stored(expired.file.source),
      await stored(expired.file.ocr!),
      await recordCount(expired.id),
    ]).toEqual([false, false, 0]);
    expect((await client.get<Upload>(`/api/uploads/${kept.id}`)).body).toMatchObject({
      state: 'done',
      recordCount: 1,
    });
    expect([
      await stored(kept.file.source),
      await stored(kept.file.ocr!),
      await recordCount(kept.id),
    ]).toEqual([true, true, 1]);
    expect(
      await expireUploads(
        { expired: services.uploadsForJobs, uploads: services.uploads, logger },
        signal,
      ),
    ).toBe(0);
  });

  it('deletes wizard drafts created over a day ago with their samples, and keeps younger drafts and ready doctypes', async () => {
    const { client } = await registerUser(server.url);
    const abandoned = await createDoctype(client, {
      title: 'Abandoned',
      via: 'wizard',
      fields: [{ caption: 'Number', type: 'string' }],
    });
    const running = await createDoctype(client, {
      title: 'Running',
      via: 'wizard',
      fields: [{ caption: 'Number', type: 'string' }],
    });
    const ready = await createDoctype(client, { title: 'Ready' });
    const sample = await parsedUpload(client, abandoned, 'sample.pdf');
    const runningSample = await parsedUpload(client, running, 'sample.pdf');
    const dayAgo = Date.now() - 24 * HOUR_MS;
    await server.database.db
      .updateTable('doctypes')
      .set({ created_at: dayAgo - HOUR_MS })
      .where('id', 'in', [abandoned.id, ready.id])
      .execute();
    await server.database.db
      .updateTable('doctypes')
      .set({ created_at: dayAgo + HOUR_MS })
      .where('id', '=', running.id)
      .execute();

    expect(await expireDrafts({ doctypes: services.doctypes, logger }, signal)).toBe(1);

    expect((await client.get(`/api/doctypes/${abandoned.id}`)).status).toBe(404);
    expect((await client.get(`/api/uploads/${sample.id}`)).status).toBe(404);
    expect([
      await stored(sample.file.source),
      await stored(sample.file.ocr!),
      await recordCount(sample.id),
    ]).toEqual([false, false, 0]);
    expect((await client.get(`/api/doctypes/${running.id}`)).status).toBe(200);
    expect((await client.get(`/api/doctypes/${ready.id}`)).status).toBe(200);
    expect([await stored(runningSample.file.source), await recordCount(runningSample.id)]).toEqual([
      true,
      1,
    ]);
  });
});
