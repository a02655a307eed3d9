import { Readable } from 'node:stream';
import type { Upload } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { createLogger } from '../platform/log/logger.ts';

describe('the onUploaded hook', () => {
  let server: TestServer;
  let pdf: Buffer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    pdf = await makeInvoicePdf();
  });
  afterAll(async () => {
    await server?.close();
  });

  const incoming = (bytes: Buffer) => ({
    filename: 'a.pdf',
    stream: Readable.from([bytes]),
    isTruncated: () => false,
  });

  it('receives each stored upload after its row exists', async () => {
    const { client, me } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const seen: { upload: Upload; isStored: boolean }[] = [];
    const services = createDocumentServices({
      config: server.config,
      logger: createLogger('silent'),
      database: server.database,
      onUploaded: async (upload) => {
        seen.push({
          upload,
          isStored: (await client.get(`/api/uploads/${upload.id}`)).status === 200,
        });
      },
    });
    const upload = await services.uploads.store(me.uid, doctype, incoming(pdf));
    expect(seen).toEqual([{ upload, isStored: true }]);
  });

  it('keeps the upload when the hook fails, and logs the failure', async () => {
    const { client, me } = await registerUser(server.url);
    const doctype = await createDoctype(client);
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => lines.push(line) });
    const services = createDocumentServices({
      config: server.config,
      logger,
      database: server.database,
      onUploaded: async () => Promise.reject(new Error('queue unavailable')),
    });
    const upload = await services.uploads.store(me.uid, doctype, incoming(pdf));
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).body.state).toBe('uploaded');
    expect(lines.join('')).toContain('onUploaded hook failed');
  });
});
