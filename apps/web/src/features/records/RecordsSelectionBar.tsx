import type { Doctype } from '@docsift/core/doctype';
import { MAX_BULK_RECORDS } from '@docsift/core/limits';
import type { RecordView } from '@docsift/core/record-filter';
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { CheckIcon, DownloadIcon, TrashIcon } from '../../components/icons.tsx';
import { DownloadDialog } from '../exports/DownloadDialog.tsx';
import { isDownloadOffered, wholeViewBody } from '../exports/export-request.ts';
import classes from './records-table.module.css';
import type { BulkTarget } from './use-bulk-record-actions.ts';
import { useBulkRecordActions } from './use-bulk-record-actions.ts';

interface RecordsSelectionBarProps {
  doctype: Doctype;
  /** The chosen records, in the table's order; the bar shows while there is one. */
  chosen: readonly string[];
  /** The view's sort orders an export of them. */
  view: RecordView;
  /** The upload id the view shows, or `all`: a whole view's action names it. */
  upload: string;
  /**
   * How many records the whole view holds, when choosing them all can be offered or is made
   * (counted exactly, at most MAX_BULK_VIEW_RECORDS); null otherwise.
   */
  viewTotal: number | null;
  /** The whole view is chosen, not only the rows loaded. */
  isWholeView: boolean;
  onChooseWholeView: () => void;
  onClear: () => void;
}

/**
 * "N selected" over the table, with what can be done to them all at once; once every row
 * shown is chosen, the offer to choose all N records of the view, as mail clients make it.
 */
export function RecordsSelectionBar({
  doctype,
  chosen,
  view,
  upload,
  viewTotal,
  isWholeView,
  onChooseWholeView,
  onClear,
}: RecordsSelectionBarProps) {
  const { t } = useTranslation();
  const bulk = useBulkRecordActions(doctype.id, onClear);
  if (chosen.length === 0) return null;
  const whole = isWholeView && viewTotal !== null ? viewTotal : null;
  const target: BulkTarget =
    whole === null
      ? { body: { recordIds: [...chosen] }, count: chosen.length }
      : { body: wholeViewBody(upload, view), count: whole };
  const isTooMany = whole === null && chosen.length > MAX_BULK_RECORDS;
  const isBusy = bulk.approve.isPending || bulk.remove.isPending;
  const exportChosen = () =>
    void openDialog<void>({
      title: t('doctypes.exports.title'),
      render: (close, dialog) => (
        <DownloadDialog
          doctype={doctype}
          upload={null}
          view={view}
          records={whole === null ? chosen : { upload, count: whole }}
          onClose={() => close()}
          holdEscape={dialog.holdEscape}
        />
      ),
    });
  return (
    <Paper
      px="sm"
      py={6}
      radius="sm"
      className={classes.selectionBar}
      role="toolbar"
      aria-label={t('doctypes.records.selection.label')}
      data-testid="records-selection-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <CloseButton
            size="sm"
            aria-label={t('doctypes.records.selection.clear')}
            onClick={onClear}
          />
          <Text size="sm" fw={600} aria-live="polite" data-testid="records-selection-count">
            {whole === null
              ? t('doctypes.records.selection.count', { count: chosen.length })
              : t('doctypes.records.selection.whole_view', { count: whole })}
          </Text>
          {whole === null && viewTotal !== null && viewTotal > chosen.length && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onChooseWholeView}
              data-testid="records-select-whole-view"
            >
              {t('doctypes.records.selection.choose_whole_view', { count: viewTotal })}
            </Anchor>
          )}
          {isTooMany && (
            <Text size="sm" c="dimmed">
              {t('doctypes.records.selection.too_many', { max: MAX_BULK_RECORDS })}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<CheckIcon size={14} />}
            disabled={isTooMany || bulk.remove.isPending}
            loading={bulk.approve.isPending}
            onClick={() => bulk.approve.mutate(target)}
          >
            {t('doctypes.records.selection.approve')}
          </Button>
          {isDownloadOffered(doctype, null) && (
            <Button
              size="xs"
              variant="default"
              leftSection={<DownloadIcon size={14} />}
              disabled={isTooMany || isBusy}
              onClick={exportChosen}
            >
              {t('doctypes.records.selection.export')}
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<TrashIcon size={14} />}
            disabled={isTooMany || bulk.approve.isPending}
            loading={bulk.remove.isPending}
            onClick={() => void bulk.confirmRemove(target)}
          >
            {t('doctypes.records.selection.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
