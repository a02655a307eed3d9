/** The picker accepts PDF, any image, DOCX, XLSX, ODS and CSV (spec section 5); the server sniffs the bytes anyway. */
export const ACCEPTED_FILES =
  'application/pdf,.pdf,image/*,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,application/vnd.oasis.opendocument.spreadsheet,.ods,text/csv,.csv';
