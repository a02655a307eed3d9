import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILES_PER_UPLOAD_REQUEST } from '@docsift/core/limits';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import type { RawPart } from '../../test/documents.ts';
import { createDoctype, filesDir, multipartBody, openStorageFiles } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const FIELDS_LIMIT = 10;

describe.each(dialects)('multipart limits of an upload on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  const fields = (count: number): RawPart[] =>
    Array.from({ length: count }, (_, i) => ({ field: `extra${i}`, value: 'x' }));
  // Text files are refused one by one without being stored: only the PDF lands before the limit.
  const textFiles = (count: number): RawPart[] =>
    Array.from({ length: count }, (_, i) => ({
      field: 'file',
      file: { name: `note-${i}.txt`, bytes: Buffer.from('just text') },
    }));
  const pdf = (): RawPart => ({ field: 'file', file: { name: 'invoice.pdf', bytes: suite.pdf } });

  // `target` counts as a field, so FIELDS_LIMIT extra fields are one too many.
  const cases: { name: string; message: string; parts: (target: RawPart) => RawPart[] }[] = [
    {
      name: 'extra fields between the target and the file',
      message: 'too_many_fields',
      parts: (target) => [target, ...fields(FIELDS_LIMIT), pdf()],
    },
    {
      name: 'extra fields after the file',
      message: 'too_many_fields',
      parts: (target) => [target, pdf(), ...fields(FIELDS_LIMIT)],
    },
    {
      name: 'one file more than the cap',
      message: 'too_many_files',
      parts: (target) => [target, pdf(), ...textFiles(MAX_FILES_PER_UPLOAD_REQUEST)],
    },
    {
      name: 'more parts than the cap, each kind within its own',
      message: 'too_many_parts',
      parts: (target) => [
        target,
        pdf(),
        ...textFiles(MAX_FILES_PER_UPLOAD_REQUEST - 1),
        ...fields(FIELDS_LIMIT - 1),
        { field: 'late', value: 'x' },
      ],
    },
    {
      name: 'a field longer than its cap',
      message: 'field_too_large',
      parts: (target) => [target, { field: 'note', value: 'x'.repeat(2000) }, pdf()],
    },
  ];

  it.each(cases)(
    'refuses $name with 400 and keeps no file, row or open descriptor',
    async ({ message, parts }) => {
      const { client } = await registerUser(suite.server.url);
      const doctype = await createDoctype(client);
      const { contentType, body } = multipartBody(parts({ field: 'target', value: doctype.id }));

      const res = await client.request('POST', '/api/uploads', {
        body,
        headers: { 'content-type': contentType },
      });

      expect(res).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-argument', message } },
      });
      expect(
        await readdir(path.join(filesDir(suite.server), 'doctype', doctype.id)).catch(() => []),
      ).toEqual([]);
      expect(
        await suite.server.database.db
          .selectFrom('uploads')
          .select('id')
          .where('doctype_id', '=', doctype.id)
          .execute(),
      ).toEqual([]);
      expect(await openStorageFiles(suite.server)).toEqual([]);
    },
  );
});
