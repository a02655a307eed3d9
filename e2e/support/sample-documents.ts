/** Documents for the browser's file chooser, built by the extract package's test fixtures into a temp dir. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeDocx,
  makeEncryptedPdf,
  makeContentBombPdf,
  makeHeaderDamagedPdf,
  makeHugeImagePdf,
  makeHugePng,
  makeInvoicePdf,
  makeManyPagesPdf,
  makeOds,
  makeXlsx,
  odsTable,
  xlsxRows,
} from '@docsift/extract/testing';

export { invoiceFacts } from '@docsift/extract/testing';

const builders = {
  /** A text PDF invoice (invoiceFacts): read without OCR, so quick. */
  invoice: makeInvoicePdf,
  /** A delivery note with a table. */
  docx: async () => makeDocx(),
  /** Noise with a .pdf name: the server refuses it as file/unsupported-type. */
  noise: async () => randomBytes(16 * 1024),
  /** Files the scan refuses, one per cause: file/corrupt, file/encrypted, file/too-many-pages, file/too-many-pixels. */
  damagedPdf: makeHeaderDamagedPdf,
  encryptedPdf: async () =>
    makeEncryptedPdf({
      userPassword: 'secret',
      ownerPassword: 'owner',
      keyBits: 128,
      text: 'Locked',
    }),
  /** Three text pages: costs three credits to parse. */
  threePagesPdf: async () => makeManyPagesPdf(3),
  /** Three sheets of orders and an empty one: the server reads (and charges) three pages. */
  threeSheetsXlsx: async () => {
    const orders = (month: string) => ({
      name: month,
      sheetData: xlsxRows([
        ['Customer', 'Amount'],
        [`${month} Ltd`, 12],
      ]),
    });
    return makeXlsx({
      sheets: [orders('March'), { name: 'Notes', sheetData: '' }, orders('April'), orders('May')],
    });
  },
  /** One order row more than a spreadsheet may hold: file/too-many-rows. */
  tooManyRowsCsv: async () =>
    Buffer.from(
      `Order,Amount\n${Array.from({ length: 10_001 }, (_, i) => `ORD-${i + 1},${i}`).join('\n')}\n`,
    ),
  /** Two tables of orders: two pages. */
  twoTablesOds: async () =>
    makeOds(
      ['June', 'July']
        .map((month) =>
          odsTable(month, [
            ['Customer', 'Amount'],
            [`${month} GmbH`, 7],
          ]),
        )
        .join(''),
    ),
  thousandPagesPdf: async () => makeManyPagesPdf(1000),
  hugePng: async () => makeHugePng(20_000, 20_000),
  /** PDFs a few KB to 2 MB that would need GBs to decode: file/too-many-pixels, file/too-large. */
  hugeImagePdf: async () => makeHugeImagePdf({ width: 40_000, height: 40_000 }),
  contentBombPdf: async () => makeContentBombPdf({ inflatedBytes: 1024 * 1024 * 1024 }),
};

export interface SampleDocuments {
  /** Writes a fresh document of that kind under `filename` and returns its path. */
  write(kind: keyof typeof builders, filename: string): Promise<string>;
  remove(): Promise<void>;
}

export async function sampleDocuments(): Promise<SampleDocuments> {
  const dir = await mkdtemp(join(tmpdir(), 'docsift-e2e-files-'));
  return {
    async write(kind, filename) {
      const path = join(dir, filename);
      await writeFile(path, await builders[kind]());
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
