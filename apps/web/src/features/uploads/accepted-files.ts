/** The picker accepts PDF, any image, DOCX and CSV (spec section 5); the server sniffs the bytes anyway. */
export const ACCEPTED_FILES =
  'application/pdf,.pdf,image/*,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,text/csv,.csv';
