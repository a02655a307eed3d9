/**
 * A pass-through stream that finds a file's type from its magic bytes while the file streams
 * to storage, without holding more than two 64 KiB windows: the head decides for PDF and
 * images (and CSV) at once; a zip that does not name word/document.xml or xl/workbook.xml early is judged at the end,
 * from its tail (where the zip directory is).
 */
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { AppError } from '@docsift/core/errors';
import type { FileKind } from '@docsift/extract/sniff';
import { sniffFileKind } from '@docsift/extract/sniff';

const WINDOW = 64 * 1024;
const zipMagic = [0x50, 0x4b, 0x03, 0x04];

const contentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

export function contentTypeOf(kind: FileKind): string {
  return contentTypes[kind];
}

export class FileInspector extends Transform {
  kind: FileKind | null = null;
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private isPendingZip = false;
  /** The last bytes after the head, kept only while a zip is still undecided. */
  private tail = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      let rest = chunk;
      if (this.headLength < WINDOW) {
        const taken = rest.subarray(0, WINDOW - this.headLength);
        this.head.push(taken);
        this.headLength += taken.length;
        rest = rest.subarray(taken.length);
        if (this.headLength === WINDOW) this.decide(Buffer.concat(this.head), false);
      }
      if (this.isPendingZip && rest.length > 0) {
        const joined = Buffer.concat([this.tail, rest]);
        this.tail = joined.subarray(Math.max(0, joined.length - WINDOW));
      }
      done(null, chunk);
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.kind == null) this.decide(Buffer.concat([...this.head, this.tail]), true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private decide(bytes: Buffer, isEnd: boolean): void {
    try {
      this.kind = sniffFileKind(bytes);
      this.isPendingZip = false;
    } catch (error) {
      const isZip = zipMagic.every((byte, i) => bytes[i] === byte);
      if (!isEnd && isZip && error instanceof AppError && error.code === 'file/unsupported-type')
        this.isPendingZip = true;
      else throw error;
    }
  }
}
