/**
 * Learning from corrections end to end, with the deployment's extraction processes (pdf.js and
 * the offline engine): two invoices of one sender's layout; the engine misses the first one's
 * reference (it stands under a column heading), a person corrects it through the API, and the
 * team hears that the doctype learned (a `lessons` live event, sent once the lesson is stored), the
 * second invoice's reference is read where the correction showed it, by its parse and by the
 * calibration's preview (parse-inline) alike. Forgetting undoes that on the next parse and
 * preview. One upload pair per database: real extraction is slow to start.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { LessonCounts } from '@docsift/core/lessons';
import type { ParseInlineResponse } from '@docsift/core/pipeline';
import type { DocRecord, RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { makeSenderInvoicePdf } from '@docsift/extract/testing';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { nextEventOfType, openEventStream } from '../../test/live-events.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const first = { reference: 'VG-2025-0042', date: '03.02.2025', net: '1.000,00', gross: '1.190,00' };
const second = {
  reference: 'VG-2025-0117',
  date: '11.03.2025',
  net: '2.480,50',
  gross: '2.951,80',
};

describe.each(dialects)('learning from a correction on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { pipeline: true, extraction: 'processes' });

  async function recordOf(client: HttpClient, doctype: Doctype, upload: Upload) {
    const page = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?upload=${upload.id}`,
    );
    expect(page.body.records).toHaveLength(1);
    return page.body.records[0]!;
  }

  async function parsed(client: HttpClient, doctype: Doctype, name: string, bytes: Buffer) {
    const upload = await uploadOne(client, doctype, name, bytes);
    expect(await settledUpload(client, upload.id)).toMatchObject({ state: 'done', error: null });
    return { upload, record: await recordOf(client, doctype, upload) };
  }

  it(
    'says it learned, then reads the next invoice of the layout where the correction showed the value, in its parse and its preview, until forgotten',
    { timeout: 180_000 },
    async () => {
      const { client } = await registerUser(suite.server.url);
      const doctype = await createDoctype(client, {
        fields: [
          { caption: 'Invoice number', description: 'Invoice number', type: 'string' },
          { caption: 'Total', description: 'Total', type: 'number' },
        ],
      });
      const [reference, total] = doctype.fields.map((field) => field.key) as [string, string];
      const lessons = `/api/doctypes/${doctype.id}/lessons`;

      const corrected = await parsed(
        client,
        doctype,
        'first.pdf',
        await makeSenderInvoicePdf(first),
      );
      // What the engine gets wrong on this layout: the reference under "Vorgang".
      expect(corrected.record.data).toEqual({ [reference]: null, [total]: 1190 });
      const stream = await openEventStream(client);
      try {
        const patched = await client.patch<DocRecord>(
          `/api/doctypes/${doctype.id}/records/${corrected.record.id}`,
          { data: { [reference]: first.reference } },
        );
        expect(patched.status).toBe(200);
        // Told once learned (past the edit's own `record` event): the counts then hold the lesson.
        expect(await nextEventOfType(stream, 'lessons')).toEqual({
          type: 'lessons',
          doctype: doctype.id,
        });
      } finally {
        stream.close();
      }
      expect((await client.get<LessonCounts>(lessons)).body.fields).toEqual({ [reference]: 1 });

      const next = await parsed(client, doctype, 'second.pdf', await makeSenderInvoicePdf(second));
      expect(next.record.data).toEqual({ [reference]: second.reference, [total]: 2951.8 });
      // "Calibrate fields" previews the fields as they stand, read as the parse reads them.
      const preview = async () => {
        const response = await client.post<ParseInlineResponse>(
          `/api/doctypes/${doctype.id}/parse-inline`,
          { uploadId: next.upload.id, doctype: { mode: doctype.mode, fields: doctype.fields } },
        );
        expect(response.status).toBe(200);
        return response.body.rows;
      };
      expect(await preview()).toEqual([{ [reference]: second.reference, [total]: 2951.8 }]);

      expect((await client.delete(`${lessons}?field=${reference}`)).status).toBe(204);
      expect((await client.get<LessonCounts>(lessons)).body.fields).toEqual({});
      expect(await preview()).toEqual([{ [reference]: null, [total]: 2951.8 }]);
      expect((await client.post(`/api/uploads/${next.upload.id}/parse`)).status).toBe(202);
      // The parse replaces the upload's record: a new id once it committed.
      await expect
        .poll(async () => (await recordOf(client, doctype, next.upload)).id, {
          timeout: 60_000,
          interval: 200,
        })
        .not.toBe(next.record.id);
      expect((await recordOf(client, doctype, next.upload)).data).toEqual({
        [reference]: null,
        [total]: 2951.8,
      });
    },
  );
});
