import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Table.css';
import type { DoctypeMode } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import { Box, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/forms/use-field-error.ts';
import type { FieldListValues } from '../fields/field-list.ts';
import { FieldListEditor } from '../fields/FieldListEditor.tsx';
import { InlineExtraction } from '../fields/InlineExtraction.tsx';
import { SourcePreview } from '../uploads/SourcePreview.tsx';
import { DoctypeModeSelect } from '../doctypes/DoctypeModeSelect.tsx';

/** What step 2 edits: the wizard's form. */
export interface WizardValues extends FieldListValues {
  title: string;
  mode: DoctypeMode;
}

interface WizardCalibrateProps {
  draftId: string;
  upload: Upload;
  onNavigate: (to: string) => void;
}

/** Step 2: the sample beside the suggested fields, which the user edits before creating. */
export function WizardCalibrate({ draftId, upload, onNavigate }: WizardCalibrateProps) {
  const form = useFormContext<WizardValues>();
  const errorOf = useFieldError(form);
  const mode = form.watch('mode');
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
              {...form.register('title')}
              error={errorOf('title')}
              required
            />
            <DoctypeModeSelect
              control={form.control}
              name="mode"
              error={errorOf('mode')}
              withHint
            />
            <FieldListEditor />
            <InlineExtraction
              doctypeId={draftId}
              uploadId={upload.id}
              mode={mode}
              prompt=""
              label={t('doctypes.wizard.test')}
              onNavigate={onNavigate}
            />
          </Stack>
        </Box>
      </Grid.Col>
    </Grid>
  );
}
