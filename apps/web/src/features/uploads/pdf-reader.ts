/**
 * pdf.js with its worker configured, for the modules that load it lazily: the source preview
 * draws pages, the upload dialog counts them.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument, RenderingCancelledException } from 'pdfjs-dist';
export type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * The pages of a PDF file, or 0 when pdf.js cannot open it (damaged, password-protected, not a
 * PDF) or `signal` stops it first (its worker then stops too).
 */
export async function pdfPageCount(file: Blob, signal: AbortSignal): Promise<number> {
  try {
    const data = new Uint8Array(await file.arrayBuffer());
    // The CSP allows no eval; pdf.js then interprets fonts instead of compiling them.
    const loading = getDocument({ data, isEvalSupported: false });
    const stop = () => void loading.destroy();
    signal.addEventListener('abort', stop, { once: true });
    try {
      return (await loading.promise).numPages;
    } finally {
      signal.removeEventListener('abort', stop);
      void loading.destroy();
    }
  } catch {
    return 0;
  }
}
