import '../../components/select-styles.ts';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Table.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import { doctypeModes } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import { Box, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldRow } from '../fields/field-list.ts';
import { FieldListEditor } from '../fields/FieldListEditor.tsx';
import { InlineExtraction } from '../fields/InlineExtraction.tsx';
import { SourcePreview } from '../uploads/SourcePreview.tsx';
import { modeKey } from '../doctypes/mode-text.ts';

interface WizardCalibrateProps {
  draftId: string;
  upload: Upload;
  title: string;
  onTitle: (title: string) => void;
  isTitleInvalid: boolean;
  mode: DoctypeMode;
  onMode: (mode: DoctypeMode) => void;
  rows: FieldRow[];
  onRows: (rows: FieldRow[]) => void;
  invalid: Set<string>;
  onNavigate: (to: string) => void;
}

/** Step 2: the sample beside the suggested fields, which the user edits before creating. */
export function WizardCalibrate({
  draftId,
  upload,
  title,
  onTitle,
  isTitleInvalid,
  mode,
  onMode,
  rows,
  onRows,
  invalid,
  onNavigate,
}: WizardCalibrateProps) {
  const { t } = useTranslation();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SourcePreview upload={upload} height="60vh" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {/* A plain scroller: ScrollArea's table layout lets wide inputs overflow sideways. */}
        <Box mah="60vh" pr="xs" style={{ overflowY: 'auto' }}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('doctypes.wizard.calibrate_intro')}
            </Text>
            <TextInput
              label={t('doctypes.create.name')}
              value={title}
              onChange={(event) => onTitle(event.currentTarget.value)}
              error={isTitleInvalid ? t('doctype_name_invalid') : undefined}
              required
            />
            <Select
              label={t('doctypes.create.mode')}
              data={doctypeModes.map((value) => ({
                value,
                label: t(`doctypes.modes.${modeKey(value)}`),
              }))}
              value={mode}
              onChange={(value) => value && onMode(value as DoctypeMode)}
              description={t(`doctypes.mode_hints.${modeKey(mode)}`)}
              allowDeselect={false}
            />
            <FieldListEditor rows={rows} onChange={onRows} invalid={invalid} />
            <InlineExtraction
              doctypeId={draftId}
              uploadId={upload.id}
              mode={mode}
              prompt=""
              rows={rows}
              label={t('doctypes.wizard.test')}
              onNavigate={onNavigate}
            />
          </Stack>
        </Box>
      </Grid.Col>
    </Grid>
  );
}
