import type { Upload } from '@docsift/core/upload';
import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { uploadFileUrl } from './uploads-api.ts';

/** The original file: PDFs in the browser's viewer, images as they are, others as a download link. */
export function SourcePreview({
  upload,
  height,
}: {
  upload: Pick<Upload, 'id' | 'filename' | 'contentType'>;
  height: number | string;
}) {
  const { t } = useTranslation();
  const url = uploadFileUrl(upload.id);
  if (upload.contentType === 'application/pdf') {
    return (
      <iframe
        src={url}
        title={t('doctypes.uploads.preview', { filename: upload.filename })}
        style={{ width: '100%', height, border: 0 }}
        data-testid="source-preview"
      />
    );
  }
  if (upload.contentType.startsWith('image/')) {
    return (
      <img
        src={url}
        alt={upload.filename}
        style={{ maxWidth: '100%', maxHeight: height, objectFit: 'contain' }}
        data-testid="source-preview"
      />
    );
  }
  return (
    <Text c="dimmed" size="sm" py="md">
      <Trans
        i18nKey="doctypes.preview.no_preview"
        components={{ download: <Anchor href={url} download={upload.filename} inherit /> }}
      />
    </Text>
  );
}
