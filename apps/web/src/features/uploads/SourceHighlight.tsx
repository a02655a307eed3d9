import type { ValueSource } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { Box, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxOnPage } from './source-box.ts';
import { getUploadOcr, uploadFileUrl, uploadKeys } from './uploads-api.ts';

const PdfPageCanvas = lazy(() => import('./PdfPageCanvas.tsx'));

/** The value's box, brought into view as soon as it is placed. */
function HighlightBox({ source, upload }: { source: ValueSource; upload: Pick<Upload, 'id'> }) {
  const ocr = useQuery({
    queryKey: uploadKeys.ocr(upload.id),
    queryFn: () => getUploadOcr(upload.id),
  });
  const page = ocr.data?.pages.find((candidate) => candidate.number === source.page);
  const box = page ? boxOnPage(source.bbox, page) : null;
  if (!box) return null;
  return (
    <Box
      ref={(node: HTMLDivElement | null) => node?.scrollIntoView({ block: 'center' })}
      pos="absolute"
      style={{
        ...box,
        outline: '2px solid var(--mantine-color-yellow-6)',
        background: 'color-mix(in srgb, var(--mantine-color-yellow-4) 35%, transparent)',
        pointerEvents: 'none',
      }}
      data-testid="source-highlight"
    />
  );
}

/** The page a value was read from, with the value's box outlined: PDFs drawn by pdf.js, images as they are. */
export function SourceHighlight({
  upload,
  source,
}: {
  upload: Pick<Upload, 'id' | 'filename' | 'contentType'>;
  source: ValueSource;
}) {
  const { t } = useTranslation();
  const [isImageLoaded, setImageLoaded] = useState(false);
  const url = uploadFileUrl(upload.id);
  const highlight = <HighlightBox source={source} upload={upload} />;
  if (upload.contentType === 'application/pdf')
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        <PdfPageCanvas url={url} pageNumber={source.page}>
          {highlight}
        </PdfPageCanvas>
      </Suspense>
    );
  return (
    <div style={{ position: 'relative' }}>
      <img
        src={url}
        alt={upload.filename}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        onLoad={() => setImageLoaded(true)}
        data-testid="source-page"
      />
      {isImageLoaded && highlight}
    </div>
  );
}
