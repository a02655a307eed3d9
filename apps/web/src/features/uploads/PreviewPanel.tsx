import '@mantine/core/styles/Tabs.css';
import type { ValueSource } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { Anchor, CloseButton, Group, Paper, ScrollArea, Tabs, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OcrText } from './OcrText.tsx';
import { SourcePreview } from './SourcePreview.tsx';
import { uploadFileUrl } from './uploads-api.ts';

interface PreviewPanelProps {
  upload: Upload;
  /** A value's source to show: its page with the value's box outlined. */
  focus?: ValueSource | null | undefined;
  onClose: () => void;
}

/** The side panel: the original file and its OCR text, a download link and a close control. */
export function PreviewPanel({ upload, focus, onClose }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('source');
  const [shownFocus, setShownFocus] = useState(focus);
  // Another value clicked while the OCR tab is open: show its source.
  if (focus !== shownFocus) {
    setShownFocus(focus);
    setTab('source');
  }
  return (
    <Paper
      withBorder
      p="sm"
      component="aside"
      aria-label={t('doctypes.preview.title')}
      data-testid="preview-panel"
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} truncate="end">
          {upload.filename}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Anchor href={uploadFileUrl(upload.id)} download={upload.filename} size="sm">
            {t('doctypes.preview.download')}
          </Anchor>
          <CloseButton onClick={onClose} aria-label={t('doctypes.preview.close')} />
        </Group>
      </Group>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="source">{t('doctypes.preview.source')}</Tabs.Tab>
          <Tabs.Tab value="ocr">{t('doctypes.preview.ocr')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="source" pt="xs">
          <SourcePreview upload={upload} height="70vh" focus={focus} />
        </Tabs.Panel>
        <Tabs.Panel value="ocr" pt="xs">
          <ScrollArea.Autosize mah="70vh">
            <OcrText upload={upload} />
          </ScrollArea.Autosize>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
