/**
 * Spec section 4 rules for how an upload shows, as pure functions so they are tested exactly.
 *
 * The spec's client-side `local:working` is `isWorking` here: an action the user started on
 * this upload (scan, OCR, parse) whose request is still in flight.
 */
import type { Upload } from '@docsift/core/upload';
import { needsReparse } from '@docsift/core/upload';

type UploadStatus = Pick<Upload, 'state' | 'error'>;

/** Spinner: while working locally, or when there is no error and the state is not done. */
export function showsSpinner(upload: UploadStatus, isWorking = false): boolean {
  return isWorking || (upload.error == null && upload.state !== 'done');
}

/** Record counts show only when the state is not uploaded. */
export function showsRecordCount(upload: Pick<Upload, 'state'>): boolean {
  return upload.state !== 'uploaded';
}

export const uploadMenuEntries = ['scan', 'parse', 'ocr', 'calibrate', 'delete'] as const;
export type UploadMenuEntry = (typeof uploadMenuEntries)[number];

/**
 * The menu per state: scan (OCR then parse) when uploaded; parse when done; OCR when done or
 * uploaded; calibrate for uploaded or done; delete in any state, to whoever may delete it.
 */
export function menuEntriesFor(
  upload: Pick<Upload, 'state'>,
  mayDelete: boolean,
): UploadMenuEntry[] {
  const { state } = upload;
  const offered: Record<UploadMenuEntry, boolean> = {
    scan: state === 'uploaded',
    parse: state === 'done',
    ocr: state === 'done' || state === 'uploaded',
    calibrate: state === 'uploaded' || state === 'done',
    delete: mayDelete,
  };
  return uploadMenuEntries.filter((entry) => offered[entry]);
}

/**
 * In a shared doctype a member deletes their own uploads; the doctype's author any of them (the
 * server's rule, uploads.service.ts): another member's upload is not offered for deletion.
 */
export function mayDeleteUpload(
  upload: Pick<Upload, 'author'>,
  viewer: string,
  doctypeAuthor: string,
): boolean {
  return upload.author === viewer || doctypeAuthor === viewer;
}

/** The Reparse button: done, no error, parsed with another doctype hash. */
export function showsReparse(
  upload: Pick<Upload, 'state' | 'error' | 'doctypeHash'>,
  doctypeHash: string,
): boolean {
  return needsReparse(upload, doctypeHash);
}

/** The error dropdown shows when the upload has an error. */
export function showsErrorDropdown(upload: Pick<Upload, 'error'>): boolean {
  return upload.error != null;
}

/** Whether the scan (text layer / OCR) failed: an error before any OCR result was stored. */
export function hasOcrFailed(upload: Pick<Upload, 'error' | 'file'>): boolean {
  return upload.error != null && upload.file.ocr == null;
}

export type UploadViewState = 'processing' | 'ocr-failed' | 'no-fields' | 'no-uploads' | 'records';

interface ViewInput {
  /** The chosen upload, or null for the all-uploads view. */
  upload: Pick<Upload, 'state' | 'error' | 'file'> | null;
  uploadCount: number;
  fieldCount: number;
  isWorking?: boolean;
}

/** Which area the right-hand side of the records page shows (spec: upload view states). */
export function uploadViewState({
  upload,
  uploadCount,
  fieldCount,
  isWorking = false,
}: ViewInput): UploadViewState {
  if (upload === null && uploadCount === 0) return 'no-uploads';
  if (upload && hasOcrFailed(upload) && !isWorking) return 'ocr-failed';
  if (upload && showsSpinner(upload, isWorking)) return 'processing';
  if (fieldCount === 0) return 'no-fields';
  return 'records';
}
