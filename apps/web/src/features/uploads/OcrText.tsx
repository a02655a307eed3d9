import type { Upload } from '@docsift/core/upload';
import { Code, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { useTranslation } from 'react-i18next';
import { useUploadOcr } from './uploads-api.ts';

/** An upload's text as it was read, page by page. */
export function OcrText({ upload }: { upload: Pick<Upload, 'id' | 'file'> }) {
  const { t } = useTranslation();
  const ocr = useUploadOcr(upload);
  if (upload.file.ocr == null) return <Text c="dimmed">{t('doctypes.preview.no_ocr')}</Text>;
  if (ocr.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (ocr.isError) return <Text c="red">{t('errors.internal')}</Text>;
  return (
    <Stack gap="sm" data-testid="ocr-text">
      {ocr.data.pages.map((page, index) => (
        <Stack gap={4} key={index}>
          <Text size="xs" c="dimmed">
            {t('doctypes.preview.page', { number: index + 1 })}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {page.text}
          </Code>
        </Stack>
      ))}
    </Stack>
  );
}
