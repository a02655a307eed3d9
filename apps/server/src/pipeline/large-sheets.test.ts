/**
 * Spreadsheets at the row limit on the real extraction processes, on both databases: a CSV of
 * 10,000 rows under its heading becomes 10,000 records for one credit; one row more is refused
 * with file/too-many-rows when the file is read, before its parse is paid, and writes nothing.
 */
import type { ActivityPage } from '@docsift/core/credits';
import type { Doctype } from '@docsift/core/doctype';
import { MAX_SHEET_ROWS } from '@docsift/core/limits';
import type { RecordPage } from '@docsift/core/record';
import type { Me } from '@docsift/core/me';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

/** The first upload waits for the extraction processes to start (22 s under load). */
const firstParse = { timeout: 120_000 };

/** A CSV of a heading row and `rows` order rows, generated. */
function ordersCsv(rows: number): Buffer {
  const lines = Array.from({ length: rows }, (_, i) => `ORD-${i + 1},Customer ${i % 97},${i}.50`);
  return Buffer.from(`Order,Customer,Amount\n${lines.join('\n')}\n`, 'utf8');
}

describe.each(dialects)('spreadsheets at the row limit on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { pipeline: true, extraction: 'processes' });
  let owner: HttpClient;
  let doctype: Doctype;
  beforeAll(async () => {
    owner = (await registerUser(suite.server.url)).client;
    doctype = await createDoctype(owner, {
      title: 'Orders',
      mode: 'multi',
      fields: [
        { caption: 'Order', description: '', type: 'string' },
        { caption: 'Amount', description: '', type: 'number' },
      ],
    });
  });

  const total = async () => (await owner.get<Me>('/api/me')).body.credits.total;

  it('reads 10,000 rows into 10,000 records for one credit', firstParse, async () => {
    expect(MAX_SHEET_ROWS).toBe(10_000);
    const before = await total();
    const upload = await uploadOne(owner, doctype, 'orders.csv', ordersCsv(MAX_SHEET_ROWS));
    expect(await settledUpload(owner, upload.id)).toMatchObject({
      state: 'done',
      error: null,
      recordCount: MAX_SHEET_ROWS,
    });
    const page = (
      await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
    ).body;
    expect(page).toMatchObject({ total: MAX_SHEET_ROWS, totalExact: true });
    // The last row is a record too, its cells typed as the fields are.
    const last = (
      await owner.get<RecordPage>(
        `/api/doctypes/${doctype.id}/records?upload=${upload.id}&q=ORD-10000`,
      )
    ).body;
    const [order, amount] = doctype.fields.map((field) => field.key);
    expect(last.records.map((record) => [record.data[order!], record.data[amount!]])).toEqual([
      ['ORD-10000', 9999.5],
    ]);
    expect(await total()).toBe(before - 1);
  });

  it('refuses one row more with file/too-many-rows before paying, and writes no record', async () => {
    const before = await total();
    const upload = await uploadOne(owner, doctype, 'more.csv', ordersCsv(MAX_SHEET_ROWS + 1));
    const settled = await settledUpload(owner, upload.id);
    expect(settled.error?.code).toBe('file/too-many-rows');
    expect(settled.recordCount).toBe(0);
    const page = (
      await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
    ).body;
    expect(page.total).toBe(0);
    expect(await total()).toBe(before);
    // Nothing was paid, so nothing was given back either.
    const month = new Date().toISOString().slice(0, 7);
    const { activity } = (
      await owner.get<ActivityPage>(`/api/billing/activity?month=${month}&limit=100`)
    ).body;
    expect(activity.filter((item) => item.upload?.id === upload.id)).toEqual([]);
  });
});
