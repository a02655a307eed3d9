/**
 * pdf.js with its worker configured, for the modules that load it lazily: the source preview
 * draws pages, the upload dialog counts them.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument, RenderingCancelledException } from 'pdfjs-dist';
export type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/** The pages of a PDF file, or 0 when pdf.js cannot open it (damaged, password-protected, not a PDF). */
export async function pdfPageCount(file: Blob): Promise<number> {
  try {
    const data = new Uint8Array(await file.arrayBuffer());
    // The CSP allows no eval; pdf.js then interprets fonts instead of compiling them.
    const loading = getDocument({ data, isEvalSupported: false });
    try {
      return (await loading.promise).numPages;
    } finally {
      void loading.destroy();
    }
  } catch {
    return 0;
  }
}
