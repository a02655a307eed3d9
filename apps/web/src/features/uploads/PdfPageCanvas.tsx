/**
 * One page of a PDF drawn by pdf.js onto a canvas as wide as its container, with `children`
 * laid over it once drawn. Loaded lazily: pdf.js and its worker are fetched only when someone
 * opens a value's source.
 */
import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy, RenderTask } from './pdf-reader.ts';
import { getDocument, RenderingCancelledException } from './pdf-reader.ts';

/** Canvas pixels across the page: sharp at the panel's width on a 2× display, cheap to draw. */
const RENDER_WIDTH_PX = 1400;

type DrawState = 'loading' | 'drawn' | 'failed';

interface PdfPageCanvasProps {
  url: string;
  /** 1-based, as in the OCR JSON. */
  pageNumber: number;
  /** Positioned over the page (absolute, in percent of it). */
  children?: ReactNode;
}

export default function PdfPageCanvas({ url, pageNumber, children }: PdfPageCanvasProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<DrawState>('loading');

  useEffect(() => {
    // The CSP allows no eval; pdf.js then interprets fonts instead of compiling them.
    const loading = getDocument({ url, isEvalSupported: false });
    loading.promise.then(setPdf, () => setState('failed'));
    return () => void loading.destroy();
  }, [url]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let render: RenderTask | null = null;
    let isCurrent = true;
    setState('loading');
    pdf
      .getPage(Math.min(pageNumber, pdf.numPages))
      .then((page) => {
        if (!isCurrent) return;
        const scale = RENDER_WIDTH_PX / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        target.width = Math.round(viewport.width);
        target.height = Math.round(viewport.height);
        render = page.render({ canvas: target, viewport });
        return render.promise.then(() => isCurrent && setState('drawn'));
      })
      .catch((error: unknown) => {
        // A newer page (or closing the panel) cancels this drawing: not a failure.
        if (isCurrent && !(error instanceof RenderingCancelledException)) setState('failed');
      });
    return () => {
      isCurrent = false;
      render?.cancel();
    };
  }, [pdf, pageNumber]);

  if (state === 'failed') return <Text c="red">{t('errors.file/corrupt')}</Text>;
  return (
    <div style={{ position: 'relative' }}>
      {state === 'loading' && (
        <Loader size="sm" aria-label={t('common.loading')} pos="absolute" top={8} left={8} />
      )}
      <canvas
        ref={canvas}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        aria-label={t('doctypes.preview.page', { number: pageNumber })}
        data-testid="source-page"
        data-drawn={state === 'drawn' ? pageNumber : undefined}
      />
      {state === 'drawn' && children}
    </div>
  );
}
