import '@mantine/core/styles/EmptyState.css';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { Button, EmptyState, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, UploadIcon } from '../../components/icons.tsx';
import { FileDropArea } from '../uploads/FileDropArea.tsx';
import type { UploadViewState } from '../uploads/upload-state.ts';
import type { ValueClickHandler } from './RecordCell.tsx';
import { RecordsTable } from './RecordsTable.tsx';
import { errorText } from '../../lib/http/error-text.ts';

interface UploadViewProps {
  state: UploadViewState;
  doctype: Doctype;
  /** The chosen upload, null in the all view. */
  upload: Upload | null;
  onRetryOcr: (upload: Upload) => void;
  onDelete: (upload: Upload) => void;
  onFiles: (files: File[]) => void;
  onShowInDocument: (record: DocRecord) => void;
  onValueClick?: ValueClickHandler;
  /** How many records the uploads shown report (see RecordsTable). */
  expectedRecords: number;
}

/** The right-hand side of the records page in each of the spec's upload view states. */
export function UploadView({
  state,
  doctype,
  upload,
  onRetryOcr,
  onDelete,
  onFiles,
  onShowInDocument,
  onValueClick,
  expectedRecords,
}: UploadViewProps) {
  const { t } = useTranslation();
  switch (state) {
    case 'processing':
      return (
        <EmptyState
          icon={<Loader type="dots" />}
          title={t('doctypes.view.processing_title')}
          description={t('doctypes.view.processing_text')}
          py="xl"
          data-testid="view-processing"
          role="status"
        />
      );
    case 'ocr-failed': {
      return (
        <EmptyState
          icon={<AlertIcon size={32} />}
          title={t('doctypes.view.ocr_failed_title')}
          description={errorText(t, upload?.error?.code, t('errors.scan/failed'))}
          py="xl"
          data-testid="view-ocr-failed"
        >
          {upload && (
            <Group justify="center">
              <Button onClick={() => onRetryOcr(upload)}>{t('doctypes.view.retry_ocr')}</Button>
              <Button variant="default" color="red" onClick={() => onDelete(upload)}>
                {t('doctypes.view.delete_upload')}
              </Button>
            </Group>
          )}
        </EmptyState>
      );
    }
    case 'no-fields':
      return (
        <EmptyState
          icon={<AlertIcon size={32} />}
          title={t('doctypes.view.no_fields_title')}
          description={t('doctypes.view.no_fields_text')}
          py="xl"
          data-testid="view-no-fields"
        >
          <Group justify="center">
            <Button component={Link} to={`/doctype/${doctype.id}/fields`}>
              {t('doctypes.view.to_fields')}
            </Button>
          </Group>
        </EmptyState>
      );
    case 'no-uploads':
      return (
        <EmptyState
          icon={<UploadIcon size={32} />}
          title={t('doctypes.view.no_uploads_title')}
          description={t('doctypes.view.no_uploads_text')}
          py="xl"
          data-testid="view-no-uploads"
        >
          <FileDropArea
            label={t('doctypes.view.pick')}
            hint={t('doctypes.wizard.drop_hint')}
            multiple
            onFiles={onFiles}
            testId="view-no-uploads-pick"
          />
        </EmptyState>
      );
    case 'records':
      return (
        <RecordsTable
          doctype={doctype}
          upload={upload?.id ?? 'all'}
          onShowInDocument={onShowInDocument}
          onValueClick={onValueClick}
          expected={expectedRecords}
        />
      );
  }
}
