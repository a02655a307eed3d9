import type { ValueSource } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { Anchor, ScrollArea, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import { Trans, useTranslation } from 'react-i18next';
import { DocumentText } from './DocumentText.tsx';
import { SourceHighlight } from './SourceHighlight.tsx';
import { uploadFileUrl } from './uploads-api.ts';

const isPdf = (upload: Pick<Upload, 'contentType'>) => upload.contentType === 'application/pdf';
const isImage = (upload: Pick<Upload, 'contentType'>) => upload.contentType.startsWith('image/');

/**
 * The original file: PDFs in the browser's viewer, images as they are, others (DOCX, spreadsheets)
 * as the text read from them laid out in paragraphs and tables, with a download link. With
 * `focus`, the page a value was read from instead, its box outlined.
 */
export function SourcePreview({
  upload,
  height,
  focus,
}: {
  upload: Pick<Upload, 'id' | 'filename' | 'contentType' | 'file'>;
  height: number | string;
  focus?: ValueSource | null | undefined;
}) {
  const { t } = useTranslation();
  const url = uploadFileUrl(upload.id);
  if (focus && (isPdf(upload) || isImage(upload))) {
    return (
      <ScrollArea.Autosize mah={height} data-testid="source-preview">
        <SourceHighlight upload={upload} source={focus} />
      </ScrollArea.Autosize>
    );
  }
  if (isPdf(upload)) {
    return (
      <iframe
        src={url}
        title={t('doctypes.uploads.preview', { filename: upload.filename })}
        style={{ width: '100%', height, border: 0 }}
        data-testid="source-preview"
      />
    );
  }
  if (isImage(upload)) {
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
    <Stack gap="xs">
      <Text c="dimmed" size="sm">
        <Trans
          i18nKey="doctypes.preview.as_text"
          components={{ download: <Anchor href={url} download={upload.filename} inherit /> }}
        />
      </Text>
      <ScrollArea.Autosize mah={height} data-testid="source-preview">
        <DocumentText upload={upload} />
      </ScrollArea.Autosize>
    </Stack>
  );
}
