/** Business constants of product spec section 9. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_RECORDS_PER_PARSE = 10_000;
export const MAX_DOCTYPES_LISTED = 500;
export const MAX_UPLOADS_LISTED = 100;
/** Files in one upload request: a doctype's whole upload list (MAX_UPLOADS_LISTED) can arrive at once. */
export const MAX_FILES_PER_UPLOAD_REQUEST = 100;
export const MAX_NOTIFICATIONS_LISTED = 100;
/** API keys one user may hold, so the list stays one short page. */
export const MAX_API_KEYS_PER_USER = 100;
export const RECORDS_PAGE_SIZE = 100;
/** Records one bulk request (approve, delete, export of chosen records) may name. */
export const MAX_BULK_RECORDS = 1000;
/**
 * Records a bulk action on a whole view (its conditions, not ids) may reach: a view the table
 * counts exactly (RECORDS_TOTAL_CAP), approved or deleted in one transaction.
 */
export const MAX_BULK_VIEW_RECORDS = 10_000;
/** Characters a cell edit may set (docs/api.md); a longer text value is a 400. */
export const MAX_VALUE_LENGTH = 10_000;
/** A records total counts up to this; past it the total is a lower bound ("10,000+"). */
export const RECORDS_TOTAL_CAP = 10_000;
/** Uploads per page of the upload picker dialog. */
export const UPLOAD_PICKER_PAGE_SIZE = 20;
export const DOCTYPE_COPY_SUFFIX = ' (copy)';
export const DEFAULT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/**
 * Most bytes a DOCX or spreadsheet, or the non-image streams of a PDF together, may inflate to
 * ('file/too-large').
 */
export const MAX_DECOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Most pages a PDF may have: a longer one is refused ('file/too-many-pages'), so it costs nothing. */
export const MAX_PDF_PAGES = 500;
/**
 * Most cells a spreadsheet or CSV may span, counted over each sheet's rows times its widest row
 * ('file/too-many-cells'): a sheet of 10,000 records of 100 columns fits.
 */
export const MAX_SHEET_CELLS = 1_000_000;
/**
 * Most rows a spreadsheet or CSV may hold under its sheets' first (heading) rows, all sheets
 * together ('file/too-many-rows'): in the multi modes each such row becomes a record, and a parse
 * makes at most MAX_RECORDS_PER_PARSE. Refused when read, before a parse is paid.
 */
export const MAX_SHEET_ROWS = MAX_RECORDS_PER_PARSE;
