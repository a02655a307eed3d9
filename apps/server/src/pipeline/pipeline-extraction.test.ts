/**
 * Real extraction end to end: the pipeline's child processes read the document (pdf.js, OCR) and
 * the offline engine extracts, as a deployment runs them. The other pipeline tests extract with
 * the in-process stub (test/stub-extraction-pool.ts), since what they test does not depend on it;
 * these run on SQLite, and one upload on PostgreSQL.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import type {
  CalibrateResponse,
  ParseInlineResponse,
  SuggestFieldsResponse,
} from '@docsift/core/pipeline';
import type { RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { invoiceFacts } from '@docsift/extract/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import type { TestDialect } from '../../test/test-server.ts';
import { serverPerSuite } from '../../test/test-server.ts';

const invoiceFields = [
  { caption: 'Invoice number', description: 'Invoice number', type: 'string' },
  { caption: 'Total', description: 'Total', type: 'number' },
] as const;

/** A user with an invoice doctype and the invoice uploaded to it (its parse under way). */
function invoiceUploadedPerSuite(dialect: TestDialect) {
  const suite = serverPerSuite(dialect, { pipeline: true, extraction: 'processes' });
  const given = {} as { owner: HttpClient; doctype: Doctype; invoice: Upload };
  beforeAll(async () => {
    given.owner = (await registerUser(suite.server.url)).client;
    given.doctype = await createDoctype(given.owner, { fields: [...invoiceFields] });
    given.invoice = await uploadOne(given.owner, given.doctype, 'invoice.pdf', suite.pdf);
  });
  return given;
}

async function invoiceRecords({
  owner,
  doctype,
  invoice,
}: ReturnType<typeof invoiceUploadedPerSuite>) {
  return (await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${invoice.id}`))
    .body;
}

// The first upload waits for the extraction processes to start (22 s under load).
const firstParse = { timeout: 90_000 };

describe('extraction processes on sqlite', () => {
  const given = invoiceUploadedPerSuite('sqlite');

  it('parses an invoice to its values, each found where the OCR shows it', firstParse, async () => {
    const { owner, doctype, invoice } = given;
    const done = await settledUpload(owner, invoice.id);
    expect(done).toMatchObject({ state: 'done', error: null, recordCount: 1 });
    const page = await invoiceRecords(given);
    const [numberKey, totalKey] = doctype.fields.map((f) => f.key);
    const [record] = page.records;
    expect(record!.data).toMatchObject({
      [numberKey!]: invoiceFacts.invoiceNumber,
      [totalKey!]: 952,
    });
    const ocr = (await owner.get<OcrDocument>(`/api/uploads/${invoice.id}/ocr`)).body;
    for (const [key, text] of [
      [numberKey!, invoiceFacts.invoiceNumber],
      [totalKey!, '952'],
    ] as const) {
      const source = record!.sources[key]!;
      const ocrPage = ocr.pages.find((candidate) => candidate.number === source.page)!;
      const [x0, y0, x1, y1] = source.bbox;
      const inBox = ocrPage.words.filter(
        ({ bbox }) => bbox[0] >= x0 && bbox[1] >= y0 && bbox[2] <= x1 && bbox[3] <= y1,
      );
      expect(inBox.map((word) => word.text).join(' ')).toContain(text);
      expect(record!.confidence[key]).toBeGreaterThan(0);
      expect(record!.confidence[key]).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the code the loader gives a damaged file', async () => {
    const { owner, doctype } = given;
    const damaged = new Uint8Array([
      ...Buffer.from('%PDF-1.7\n'),
      ...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256),
    ]);
    const failed = await settledUpload(
      owner,
      (await uploadOne(owner, doctype, 'damaged.pdf', damaged)).id,
    );
    expect(failed.state).toBe('scanning');
    expect(failed.error?.code).toMatch(/^file\//);
  });

  it('answers the wizard: suggested fields, an inline parse with an unsaved doctype, calibrated fields', async () => {
    const { owner, doctype, invoice } = given;
    await settledUpload(owner, invoice.id);
    const suggested = await owner.post<SuggestFieldsResponse>(
      `/api/uploads/${invoice.id}/suggest-fields`,
      { language: 'en' },
    );
    expect(suggested.status).toBe(200);
    expect(suggested.body.mode).toBe('one:single');
    expect(suggested.body.fields.map((field) => field.caption)).toEqual(
      expect.arrayContaining(['Invoice number', 'Invoice date', 'Total amount']),
    );
    // Without a language in the request, the captions follow the caller's language setting.
    expect((await owner.patch('/api/settings', { language: 'de' })).status).toBe(200);
    const german = await owner.post<SuggestFieldsResponse>(
      `/api/uploads/${invoice.id}/suggest-fields`,
      {},
    );
    expect(german.body.fields.map((field) => field.caption)).toEqual(
      expect.arrayContaining(['Rechnungsnummer', 'Rechnungsdatum', 'Gesamtbetrag']),
    );
    expect((await owner.patch('/api/settings', { language: 'en' })).status).toBe(200);

    const inline = await owner.post<ParseInlineResponse>(
      `/api/doctypes/${doctype.id}/parse-inline`,
      {
        uploadId: invoice.id,
        doctype: {
          mode: 'one:multi',
          prompt: '',
          fields: [{ caption: 'Description' }, { caption: 'Amount', type: 'number' }],
        },
      },
    );
    expect(inline.status).toBe(200);
    const [description, amount] = inline.body.fields.map((f) => f.key);
    expect(inline.body.rows).toEqual(
      expect.arrayContaining(
        invoiceFacts.items.map((item) => ({
          [description!]: item.description,
          [amount!]: Number(item.amount),
        })),
      ),
    );

    const calibrated = await owner.post<CalibrateResponse>(
      `/api/doctypes/${doctype.id}/calibrate`,
      { uploadId: invoice.id, language: 'de' },
    );
    expect(calibrated.status).toBe(200);
    expect(calibrated.body.fields.map((f) => f.key)).toEqual(
      (await owner.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.fields.map((f) => f.key),
    );
    // The notes are plain sentences in the language asked for, not bracket notation.
    const descriptions = calibrated.body.fields.map((f) => f.description);
    expect(descriptions.some((text) => text.includes('Im Beispiel: '))).toBe(true);
    expect(descriptions.join('\n')).not.toMatch(/\[(?:label|found):/);
  });
});

describe('extraction processes on postgres', () => {
  const given = invoiceUploadedPerSuite('postgres');

  it('parses an invoice to its values', firstParse, async () => {
    const done = await settledUpload(given.owner, given.invoice.id);
    expect(done).toMatchObject({ state: 'done', error: null, recordCount: 1 });
    const [numberKey, totalKey] = given.doctype.fields.map((f) => f.key);
    expect((await invoiceRecords(given)).records.map((record) => record.data)).toEqual([
      { [numberKey!]: invoiceFacts.invoiceNumber, [totalKey!]: 952 },
    ]);
  });
});
