import ExcelJS from 'exceljs';

/** Opens xlsx bytes as exceljs reads them back, for tests that check cell types. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy gives one of exactly the bytes.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}
