import '@mantine/core/styles/Grid.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SourcePreview } from '../uploads/SourcePreview.tsx';
import { InlineExtraction } from './InlineExtraction.tsx';

interface CalibrationPanelProps {
  doctypeId: string;
  upload: Upload;
  mode: DoctypeMode;
  prompt: string;
  canRefine: boolean;
  isRefining: boolean;
  onRefine: () => void;
  onNavigate: (to: string) => void;
}

/**
 * "Calibrate fields" with one upload: the document beside the test extraction, so what the fields
 * find can be compared with what the document says, as in the wizard.
 */
export function CalibrationPanel({
  doctypeId,
  upload,
  mode,
  prompt,
  canRefine,
  isRefining,
  onRefine,
  onNavigate,
}: CalibrationPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="calibration-panel">
      <Title order={2} size="h4" mb="xs">
        {t('doctypes.fields.calibrate_title', { filename: upload.filename })}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SourcePreview upload={upload} height="60vh" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('doctypes.fields.calibrate_hint')}
            </Text>
            <InlineExtraction
              doctypeId={doctypeId}
              uploadId={upload.id}
              mode={mode}
              prompt={prompt}
              label={t('doctypes.fields.calibrate_run')}
              onNavigate={onNavigate}
            />
            <Group gap="sm">
              <Button
                variant="default"
                onClick={onRefine}
                loading={isRefining}
                disabled={!canRefine}
              >
                {t('doctypes.fields.refine')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('doctypes.fields.refine_hint')}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
