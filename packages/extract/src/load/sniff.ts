import { AppError } from '@docsift/core/errors';
import { CSV_SAMPLE_BYTES, csvDelimiter } from './parse-csv.ts';

export type ImageKind = 'png' | 'jpeg' | 'tiff' | 'webp' | 'gif' | 'bmp';
export type FileKind = 'pdf' | 'docx' | 'xlsx' | 'ods' | 'csv' | ImageKind;

/** How far into the file a PDF header may start: readers accept leading junk up to 1 KiB. */
const PDF_HEADER_WINDOW = 1024;
/** A DOCX names word/document.xml in its zip directory, an XLSX xl/workbook.xml; looking at the first and last 64 KiB finds it. */
const ZIP_NAME_WINDOW = 64 * 1024;
const ODS_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet';
/** How far a PDF whose header was damaged is searched for its object syntax. */
const PDF_BODY_WINDOW = 64 * 1024;
/** "12 0 obj … endobj": the body of a PDF, still there when its first bytes are damaged. */
const PDF_OBJECT_START = /\b\d{1,10}\s+\d{1,5}\s+obj\b/;

/**
 * The type of a file from its magic bytes alone: an extension can lie, the bytes cannot.
 * Throws 'file/empty' for no bytes and 'file/unsupported-type' for anything else we cannot read.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) throw new AppError('file/empty');
  const kind =
    imageKind(bytes) ??
    (hasPdfHeader(bytes) ? 'pdf' : undefined) ??
    (isZipNaming(bytes, 'word/document.xml') ? 'docx' : undefined) ??
    (isZipNaming(bytes, 'xl/workbook.xml') ? 'xlsx' : undefined) ??
    (isOds(bytes) ? 'ods' : undefined) ??
    // Last, so an image or a zip that happens to carry PDF objects keeps its own type.
    (!isZip(bytes) && hasPdfObjects(bytes) ? 'pdf' : undefined) ??
    (isCsv(bytes) ? 'csv' : undefined);
  if (!kind) throw new AppError('file/unsupported-type');
  return kind;
}

function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp';
  return undefined;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, Math.min(bytes.length, PDF_HEADER_WINDOW)).includes('%PDF-');
}

/**
 * A PDF whose header is damaged still has its objects: it goes to the PDF reader, which repairs
 * it or says it is damaged, rather than being refused as a file of another type.
 */
function hasPdfObjects(bytes: Uint8Array): boolean {
  const body = ascii(bytes, 0, Math.min(bytes.length, PDF_BODY_WINDOW));
  // Two linear scans: one pattern spanning start to end would rescan the window per start found.
  return PDF_OBJECT_START.test(body) && body.includes('endobj');
}

function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
}

function isZipNaming(bytes: Uint8Array, part: string): boolean {
  if (!isZip(bytes)) return false;
  const head = ascii(bytes, 0, Math.min(bytes.length, ZIP_NAME_WINDOW));
  const tailStart = Math.max(0, bytes.length - ZIP_NAME_WINDOW);
  const tail = ascii(bytes, tailStart, bytes.length - tailStart);
  return head.includes(part) || tail.includes(part);
}

/**
 * Text without control characters (other than tab, line breaks and form feed) whose first rows
 * split into a table on one delimiter. Delimiters and quotes are ASCII, so the sample is read
 * byte by byte whatever its encoding; a window that ends mid-row leaves that row out.
 */
function isCsv(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, CSV_SAMPLE_BYTES);
  for (let i = 0; i < length; i += 1) {
    const byte = bytes[i]!;
    if (
      (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) ||
      byte === 0x7f
    )
      return false;
  }
  return csvDelimiter(ascii(bytes, 0, length), bytes.length < CSV_SAMPLE_BYTES) !== undefined;
}

/** An OpenDocument file starts with its stored mimetype entry, which names the kind. */
function isOds(bytes: Uint8Array): boolean {
  return isZip(bytes) && ascii(bytes, 30, 100).includes(ODS_MIMETYPE);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(length, bytes.length - start)),
  ).toString('latin1');
}
