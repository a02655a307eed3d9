import type { Doctype } from '@docsift/core/doctype';
import { MAX_BULK_RECORDS } from '@docsift/core/limits';
import type { RecordView } from '@docsift/core/record-filter';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { CheckIcon, DownloadIcon, TrashIcon } from '../../components/icons.tsx';
import { DownloadDialog } from '../exports/DownloadDialog.tsx';
import { isDownloadOffered } from '../exports/export-request.ts';
import classes from './records-table.module.css';
import { useBulkRecordActions } from './use-bulk-record-actions.ts';

interface RecordsSelectionBarProps {
  doctype: Doctype;
  /** The chosen records, in the table's order; the bar shows while there is one. */
  chosen: readonly string[];
  /** The view's sort orders an export of them. */
  view: RecordView;
  onClear: () => void;
}

/** "N selected" over the table, with what can be done to them all at once. */
export function RecordsSelectionBar({ doctype, chosen, view, onClear }: RecordsSelectionBarProps) {
  const { t } = useTranslation();
  const bulk = useBulkRecordActions(doctype.id, onClear);
  if (chosen.length === 0) return null;
  const isTooMany = chosen.length > MAX_BULK_RECORDS;
  const isBusy = bulk.approve.isPending || bulk.remove.isPending;
  const exportChosen = () =>
    void openDialog<void>({
      title: t('doctypes.exports.title'),
      render: (close, dialog) => (
        <DownloadDialog
          doctype={doctype}
          upload={null}
          view={view}
          records={chosen}
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
          <Text size="sm" fw={600} aria-live="polite">
            {t('doctypes.records.selection.count', { count: chosen.length })}
          </Text>
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
            onClick={() => bulk.approve.mutate(chosen)}
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
            onClick={() => void bulk.confirmRemove(chosen)}
          >
            {t('doctypes.records.selection.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
