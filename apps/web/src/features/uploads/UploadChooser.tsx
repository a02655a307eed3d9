import '@mantine/core/styles/Combobox.css';
import { Box, Button, Combobox, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadListProps } from './UploadList.tsx';
import { UploadList } from './UploadList.tsx';
import { useUpload } from './uploads-api.ts';

/**
 * The upload list beside the records; on a phone folded into a button that names the upload
 * shown, so up to 100 uploads do not push the records a screen down. Choosing one folds it again.
 */
export function UploadChooser(props: UploadListProps) {
  const { t } = useTranslation();
  const { selected } = props;
  const upload = useUpload(selected === 'all' ? null : selected);
  // Open for the upload it was opened on: a choice (a new `selected`) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === selected;
  const listId = useId();
  const shown = selected === 'all' ? t('doctypes.uploads.all') : (upload.data?.filename ?? '…');
  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="md"
        variant="default"
        fullWidth
        justify="space-between"
        // The chevron of the app's selects, as it opens a choice as they do.
        rightSection={<Combobox.Chevron />}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpenedOn(isOpen ? null : selected)}
        data-testid="upload-chooser"
      >
        {t('doctypes.uploads.chooser', { upload: shown })}
      </Button>
      <Box id={listId} visibleFrom={isOpen ? undefined : 'md'}>
        <UploadList {...props} />
      </Box>
    </Stack>
  );
}
