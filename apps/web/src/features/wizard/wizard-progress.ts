import { type ErrorCode, isErrorCode } from '@docsift/core/errors';
import type { Upload } from '@docsift/core/upload';

export type WorkingPhase = 'uploading' | 'scanning' | 'suggesting';

/** Whether the sample's text is available for suggestions: once the scan stored an OCR result. */
export function sampleScan(upload: Pick<Upload, 'file' | 'error'>): 'pending' | 'ready' | 'failed' {
  if (upload.file.ocr != null) return 'ready';
  return upload.error == null ? 'pending' : 'failed';
}

/** Why the sample's scan failed (damaged, password-protected, too many pages…), not just that it did. */
export function scanFailureCode(upload: Pick<Upload, 'error'>): ErrorCode {
  const code = upload.error?.code;
  return code && isErrorCode(code) ? code : 'scan/failed';
}

/** One bar over the working step: sending fills the first half, scanning and suggesting the rest. */
export function workingProgress(phase: WorkingPhase, uploadShare: number): number {
  switch (phase) {
    case 'uploading':
      return Math.round(Math.min(1, Math.max(0, uploadShare)) * 50);
    case 'scanning':
      return 65;
    case 'suggesting':
      return 85;
  }
}
