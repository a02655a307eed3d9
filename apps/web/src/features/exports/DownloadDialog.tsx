import type { Doctype } from '@docsift/core/doctype';
import type { ExportFormat } from '@docsift/core/record';
import { exportFormats } from '@docsift/core/record';
import { canExportDoctype } from '@docsift/core/plans';
import type { Upload } from '@docsift/core/upload';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { ProTag } from '../../components/ProTag.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { useLoadedDoctype } from '../doctypes/doctypes-api.ts';
import { appliedFilters } from '../../lib/record-view/applied-filters.ts';
import type { RecordView } from '@docsift/core/record-filter';
import type { ExportChoices } from './export-request.ts';
import { chosenRecordsBody, exportBody, exportFilename } from './export-request.ts';
import { fetchExport, saveBlob } from './exports-api.ts';
import type { PickedUpload } from './UploadPicker.tsx';
import { UploadPicker } from './UploadPicker.tsx';

export interface DownloadDialogProps {
  doctype: Doctype;
  /** The upload the records view shows; null for all uploads. */
  upload: Upload | null;
  /** Uploads chosen beforehand (bulk actions): the file holds these, unless changed here. */
  picked?: readonly PickedUpload[];
  /** The view's filters, sort and search: the file holds what the table shows. */
  view: RecordView;
  /**
   * Records chosen in the table: the file holds these alone, in the view's order; or every
   * record of the view ("Select all N records matching this view"), `count` of them in `upload`.
   */
  records?: readonly string[] | { upload: string; count: number };
  onClose: () => void;
  /** The dialog's own Escape is held while the picker shows: Escape closes the picker alone. */
  holdEscape: (isHeld: boolean) => void;
}

/** Format choice (paid ones tagged PRO), the uploads to include, then the file as a download. */
export function DownloadDialog({
  doctype: opened,
  upload,
  picked,
  view,
  records,
  onClose,
  holdEscape,
}: DownloadDialogProps) {
  const { t } = useTranslation();
  // The plan decides which formats are offered: the caller's, or the doctype's author's, which
  // may change while the dialog is open (its outputs arrive by a live event).
  const { role } = useSignedInMe();
  const doctype = useLoadedDoctype(opened.id) ?? opened;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [includeReview, setIncludeReview] = useState(false);
  const [includeSource, setIncludeSource] = useState(false);
  const [isGermanCsv, setGermanCsv] = useState(false);
  /** Null: all uploads. */
  const [scope, setScope] = useState<readonly PickedUpload[] | null>(
    picked ?? (upload && [upload]),
  );
  const choices: ExportChoices = {
    includeReview,
    includeSource,
    csvStyle: isGermanCsv ? 'german' : 'standard',
  };
  const download = useMutation({
    mutationFn: () =>
      fetchExport(
        doctype.id,
        !records
          ? exportBody(format, scope ? scope.map((picked) => picked.id) : 'all', view, choices)
          : 'upload' in records
            ? exportBody(format, records.upload, view, choices)
            : chosenRecordsBody(format, records, view, choices),
      ),
    onSuccess: (blob) => {
      saveBlob(blob, exportFilename(doctype, format));
      onClose();
    },
  });
  // In place, not a stacked modal: @mantine/modals renders only the top one, so this dialog would
  // mount afresh behind it and forget its choices.
  const [isPicking, setPicking] = useState(false);
  useEffect(() => holdEscape(isPicking), [holdEscape, isPicking]);
  if (isPicking)
    return (
      <UploadPicker
        doctypeId={doctype.id}
        isMultiple
        initial={scope ?? []}
        onSubmit={(picked) => {
          setScope(picked);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    );

  return (
    <Stack data-testid="download-dialog">
      <Radio.Group
        label={t('doctypes.exports.format')}
        value={format}
        onChange={(value) => setFormat(value as ExportFormat)}
      >
        <Stack gap="xs" mt="xs">
          {exportFormats.map((option) => {
            const isAllowed = canExportDoctype(role, doctype, option);
            return (
              <Group key={option} gap="xs">
                <Radio
                  value={option}
                  label={t(`doctypes.exports.formats.${option}`)}
                  disabled={!isAllowed}
                />
                {!isAllowed && <ProTag />}
              </Group>
            );
          })}
        </Stack>
      </Radio.Group>
      {format === 'csv' && (
        <Checkbox
          label={t('doctypes.exports.csv_german')}
          checked={isGermanCsv}
          onChange={(event) => setGermanCsv(event.currentTarget.checked)}
          data-testid="download-csv-german"
        />
      )}
      <Checkbox
        label={t('doctypes.exports.include_source')}
        checked={includeSource}
        onChange={(event) => setIncludeSource(event.currentTarget.checked)}
        data-testid="download-include-source"
      />
      <Checkbox
        label={t('doctypes.exports.include_review')}
        checked={includeReview}
        onChange={(event) => setIncludeReview(event.currentTarget.checked)}
        data-testid="download-include-review"
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" truncate="end" data-testid="download-scope">
          {records
            ? t('doctypes.exports.selected_records', {
                count: 'upload' in records ? records.count : records.length,
              })
            : scope
              ? scope.map((picked) => picked.filename).join(', ')
              : t('doctypes.uploads.all')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {scope && (
            <Button variant="subtle" size="xs" onClick={() => setScope(null)}>
              {t('doctypes.uploads.all')}
            </Button>
          )}
          {!records && (
            <Button variant="default" size="xs" onClick={() => setPicking(true)}>
              {t('doctypes.exports.choose_upload')}
            </Button>
          )}
        </Group>
      </Group>
      {!records && (appliedFilters(view.filters).length > 0 || view.q.trim() !== '') && (
        <Text size="sm" c="dimmed">
          {t('doctypes.exports.view_applied')}
        </Text>
      )}
      <ErrorCard error={download.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={download.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="download-submit"
        >
          {t('doctypes.exports.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
