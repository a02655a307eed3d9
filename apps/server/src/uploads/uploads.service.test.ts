import { Readable } from 'node:stream';
import type { Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { serverPerSuite } from '../../test/test-server.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { createLogger } from '../platform/log/logger.ts';

describe('the onUploaded hook', () => {
  const suite = serverPerSuite('sqlite');

  const incoming = (bytes: Buffer) => ({
    filename: 'a.pdf',
    stream: Readable.from([bytes]),
    isTruncated: () => false,
  });

  it('receives each stored upload after its row exists', async () => {
    const { client, me } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const seen: { upload: Upload; isStored: boolean }[] = [];
    const services = createDocumentServices({
      config: suite.server.config,
      logger: createLogger('silent'),
      database: suite.server.database,
      onUploaded: async (upload) => {
        seen.push({
          upload,
          isStored: (await client.get(`/api/uploads/${upload.id}`)).status === 200,
        });
      },
    });
    const upload = await services.uploads.store(me.uid, doctype, incoming(suite.pdf));
    expect(seen).toEqual([{ upload, isStored: true }]);
  });

  it('keeps the upload when the hook fails, and logs the failure', async () => {
    const { client, me } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => lines.push(line) });
    const services = createDocumentServices({
      config: suite.server.config,
      logger,
      database: suite.server.database,
      onUploaded: async () => Promise.reject(new Error('queue unavailable')),
    });
    const upload = await services.uploads.store(me.uid, doctype, incoming(suite.pdf));
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).body.state).toBe('uploaded');
    expect(lines.join('')).toContain('onUploaded hook failed');
  });
});
