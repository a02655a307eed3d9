/** The picker accepts PDF, any image, DOCX, XLSX and CSV (spec section 5); the server sniffs the bytes anyway. */
export const ACCEPTED_FILES =
  'application/pdf,.pdf,image/*,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,text/csv,.csv';
