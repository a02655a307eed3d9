/**
 * `@docsift/extract/testing`: documents built in code, for the tests and benchmarks of other
 * workspaces. They import this entry rather than reaching into the package's folders.
 */
export {
  invoiceFacts,
  makeHeaderDamagedPdf,
  makeInvoicePdf,
  makeManyPagesPdf,
  makeScannedPdf,
  manyPagesLine,
} from './fixtures/invoice-pdf.ts';
export { makeSenderInvoicePdf, type SenderInvoice } from './fixtures/sender-invoice-pdf.ts';
export { makeEncryptedPdf } from './fixtures/encrypted-pdf.ts';
export { deflateRepeated } from './fixtures/repeated-deflate.ts';
export {
  filterBombs,
  makeContentBombPdf,
  makeHugeImagePdf,
  makeInlineImagePdf,
} from './fixtures/hostile-pdf.ts';
export { makeHugePng } from './fixtures/huge-png.ts';
export { makeNoisePng } from './fixtures/noise-png.ts';
export { makeDocx, makeDocxWithTable } from './fixtures/docx.ts';
export { makeXlsx, xlsxRows } from './fixtures/xlsx.ts';
export { makeOds, odsTable } from './fixtures/ods.ts';
export { fixtureOcr } from './fixtures/fixture-ocr.ts';
export {
  startFakeModelServer,
  type FakeModelServer,
  type RecordedRequest,
} from './fake-openai-server.ts';
export { makeTextPng, textPngLines } from './fixtures/text-png.ts';
export { deflatedMember, writeZip } from './fixtures/zip-writer.ts';
