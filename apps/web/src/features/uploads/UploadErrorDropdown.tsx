import '@mantine/core/styles/Popover.css';
import type { Upload } from '@docsift/core/upload';
import { ActionIcon, Alert, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons.tsx';
import { showsErrorDropdown } from './upload-state.ts';
import { errorText } from '../../lib/http/error-text.ts';

/** A red warning that opens the upload's error in a danger card. */
export function UploadErrorDropdown({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  if (!showsErrorDropdown(upload) || !upload.error) return null;
  const { code, message } = upload.error;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={320}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('doctypes.uploads.error', { filename: upload.filename })}
          data-testid="upload-error"
        >
          <AlertIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Alert color="red" variant="light" role="alert" data-testid="upload-error-card">
          {errorText(t, code, message)}
        </Alert>
      </Popover.Dropdown>
    </Popover>
  );
}
