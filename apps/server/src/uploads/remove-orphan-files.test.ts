import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, filesDir, uploadFiles } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { sliceSourceOf } from '../pipeline/scan-slices.ts';
import { createDiskStorage } from '../platform/storage/disk-storage.ts';
import { removeOrphanFiles } from './remove-orphan-files.ts';
import { createUploadsRepository } from './uploads.repository.ts';

describe.each(dialects)('files without an upload on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('removes the partial file of a killed upload at start, and only that', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
    ]);
    const stored = res.body.uploads[0]!.file.source;
    const root = filesDir(suite.server);
    const dir = path.join(root, 'doctype', doctype.id);
    await mkdir(dir, { recursive: true });
    const fileOf = (name: string) => path.join(dir, name);
    await writeFile(fileOf('1700000000000_killed.pdf'), suite.pdf.subarray(0, 100));
    await writeFile(fileOf('1700000000001_arriving.pdf'), suite.pdf.subarray(0, 100));
    // A long scan's stored slices belong to its upload's file; those of a killed upload do not.
    const liveSlice = path.join(root, `${stored}.ocr.pages-1.json`);
    await writeFile(liveSlice, '{"pages":[]}');
    await writeFile(fileOf('1700000000000_killed.pdf.ocr.pages-1.json'), '{"pages":[]}');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    for (const file of [
      path.join(root, stored),
      liveSlice,
      fileOf('1700000000000_killed.pdf'),
      fileOf('1700000000000_killed.pdf.ocr.pages-1.json'),
    ])
      await utimes(file, longAgo, longAgo);

    const logged: unknown[] = [];
    await removeOrphanFiles({
      storage: createDiskStorage(root),
      uploads: createUploadsRepository(suite.server.database.db, suite.server.database.dialect),
      logger: { info: (data: unknown) => void logged.push(data) },
      ownerOf: (key) => sliceSourceOf(key) ?? key,
    });
    expect((await readdir(dir)).sort()).toEqual(
      [path.basename(stored), path.basename(liveSlice), '1700000000001_arriving.pdf'].sort(),
    );
    expect(logged).toEqual([{ removed: 2 }]);
  });
});
