import '@mantine/core/styles/Grid.css';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord, ValueSource } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { Button, Grid, Group, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../lib/http/api-error.ts';
import { EyeIcon, RefreshIcon } from '../../components/icons.tsx';
import { useDoctype } from '../doctypes/doctypes-api.ts';
import { NotFoundView } from '../errors/NotFoundView.tsx';
import { DownloadButton } from '../exports/DownloadButton.tsx';
import { BulkUploadActions } from './BulkUploadActions.tsx';
import { PreviewPanel } from '../uploads/PreviewPanel.tsx';
import { UploadErrorDropdown } from '../uploads/UploadErrorDropdown.tsx';
import { UploadChooser } from '../uploads/UploadChooser.tsx';
import { UploadMenu } from '../uploads/UploadMenu.tsx';
import { showsReparse, uploadViewState } from '../uploads/upload-state.ts';
import { useUploadActions } from '../uploads/use-upload-actions.ts';
import { useUploadFiles } from '../uploads/use-upload-files.tsx';
import { useUpload, useUploads } from '../uploads/uploads-api.ts';
import { useIsWorking } from '../uploads/working-uploads.ts';
import { UploadView } from './UploadView.tsx';
import { expectedRecords } from './records-arriving.ts';
import { useRecordsReload } from './use-records-reload.ts';
import { useRecordView } from './use-record-view.ts';
import { useRecordsPrefetch } from './use-records-prefetch.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';
import classes from './records-actions.module.css';

/** /doctype/:doctype/records/:upload: uploads on the left, the chosen view on the right. */
export function RecordsPage() {
  const params = useParams();
  const selected = params.upload ?? 'all';
  const [view] = useRecordView();
  useRecordsPrefetch(params.doctype!, selected, view);
  const doctype = useDoctype(params.doctype!);
  const actions = useUploadActions(selected === 'all' ? null : selected);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <UploadChooser
          doctype={doctype}
          selected={selected}
          onChoose={(upload, entry) => void actions.choose(upload, entry)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <RecordsSide key={selected} doctype={doctype} selected={selected} actions={actions} />
      </Grid.Col>
    </Grid>
  );
}

/** What a navigation to an upload's records asks of its preview panel. */
interface PreviewRequest {
  preview?: boolean;
  /** A value's source: the panel shows its page with the box outlined. */
  focus?: ValueSource | null;
}

interface RecordsSideProps {
  doctype: Doctype;
  selected: string;
  actions: ReturnType<typeof useUploadActions>;
}

function RecordsSide({ doctype, selected, actions }: RecordsSideProps) {
  const uploadId = selected === 'all' ? null : selected;
  const { t } = useTranslation();
  const uploadQuery = useUpload(uploadId);
  const upload = uploadQuery.data ?? null;
  const uploads = useUploads(doctype.id, '');
  const isWorking = useIsWorking(uploadId);
  const { uploadFiles } = useUploadFiles(doctype.id);
  const navigate = useNavigate();
  // "Show in document" or a value's source from the all view arrives here with the preview asked open.
  const location = useLocation() as { state: PreviewRequest | null };
  const [recordView] = useRecordView();
  const [isPreviewOpen, setPreviewOpen] = useState(location.state?.preview === true);
  const [focus, setFocus] = useState(location.state?.focus ?? null);
  const showInDocument = (record: DocRecord, source: ValueSource | null = null) => {
    if (record.upload === uploadId) {
      setPreviewOpen(true);
      setFocus(source);
    } else
      void navigate(
        { pathname: doctypeRecordsPath(doctype.id, record.upload) },
        { state: { preview: true, focus: source } satisfies PreviewRequest },
      );
  };
  // An opened preview comes into view: on a phone it is not beside the table but above it.
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isPreviewOpen) previewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [isPreviewOpen, focus]);
  const showSource = (record: DocRecord, fieldKey: string) =>
    showInDocument(record, record.sources[fieldKey] ?? null);
  useRecordsReload(doctype.id, selected, upload ?? undefined);

  // An upload of another doctype is as unknown here as a deleted one.
  if (isNotFound(uploadQuery.error) || (upload && upload.target !== doctype.id))
    return (
      <NotFoundView
        order={2}
        back={{ to: doctypeRecordsPath(doctype.id), label: t('doctypes.uploads.all') }}
      />
    );
  if (uploadId && !upload) return null;
  if (!uploads.data) return null;
  const state = uploadViewState({
    upload,
    uploadCount: uploads.data.uploads.length,
    fieldCount: doctype.fields.length,
    isWorking,
  });
  const view = (
    <UploadView
      state={state}
      doctype={doctype}
      upload={upload}
      onRetryOcr={(chosen) => void actions.run(chosen, 'ocr')}
      onDelete={(chosen) => void actions.remove(chosen)}
      onFiles={uploadFiles}
      onShowInDocument={(record) => showInDocument(record)}
      onValueClick={showSource}
      expectedRecords={expectedRecords(upload, uploads.data.uploads)}
    />
  );

  return (
    <Stack>
      <Group justify="flex-end" gap="xs" className={classes.actions}>
        <BulkUploadActions
          doctype={doctype}
          uploads={uploads.data.uploads}
          openUploadId={uploadId}
          view={recordView}
          onDeletedOpenUpload={() => void navigate(doctypeRecordsPath(doctype.id))}
        />
        <DownloadButton doctype={doctype} upload={upload} view={recordView} />
      </Group>
      {upload && (
        <UploadToolbar
          upload={upload}
          doctype={doctype}
          actions={actions}
          onPreview={() => {
            setFocus(null);
            setPreviewOpen((open) => !open);
          }}
        />
      )}
      {upload && isPreviewOpen ? (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>{view}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }} order={{ base: -1, lg: 0 }} ref={previewRef}>
            <PreviewPanel upload={upload} focus={focus} onClose={() => setPreviewOpen(false)} />
          </Grid.Col>
        </Grid>
      ) : (
        view
      )}
    </Stack>
  );
}

function UploadToolbar({
  upload,
  doctype,
  actions,
  onPreview,
}: {
  upload: Upload;
  doctype: Doctype;
  actions: RecordsSideProps['actions'];
  onPreview: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="upload-toolbar">
      <Text fw={600} truncate="end">
        {upload.filename}
      </Text>
      {/* sm as the buttons above and below it (records-toolbar.spec): xs looked like a lesser kind. */}
      <Group gap="xs" wrap="nowrap">
        {showsReparse(upload, doctype.hash) && (
          <Tooltip label={t('doctypes.uploads.reparse_hint')}>
            <Button
              size="sm"
              variant="light"
              leftSection={<RefreshIcon size={14} />}
              onClick={() => void actions.run(upload, 'parse')}
              data-testid="upload-reparse"
            >
              {t('doctypes.uploads.reparse')}
            </Button>
          </Tooltip>
        )}
        <UploadErrorDropdown upload={upload} />
        <Button size="sm" variant="default" leftSection={<EyeIcon size={14} />} onClick={onPreview}>
          {t('doctypes.preview.title')}
        </Button>
        <UploadMenu
          upload={upload}
          doctypeAuthor={doctype.author}
          onChoose={(entry) => void actions.choose(upload, entry)}
        />
      </Group>
    </Group>
  );
}
