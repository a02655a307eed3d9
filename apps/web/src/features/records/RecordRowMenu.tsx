import type { DocRecord } from '@docsift/core/record';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DotsIcon, EyeIcon, HistoryIcon, TrashIcon } from '../../components/icons.tsx';

/** The per-row menu: show the record in its document, see who changed it, or delete it. */
export function RecordRowMenu({
  record,
  rowNumber,
  onShowInDocument,
  onShowHistory,
  onDelete,
}: {
  record: DocRecord;
  rowNumber: number;
  onShowInDocument: (record: DocRecord) => void;
  onShowHistory: (record: DocRecord, rowNumber: number) => void;
  onDelete: (record: DocRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          tabIndex={-1}
          aria-label={t('doctypes.records.row_menu', { number: rowNumber })}
        >
          <DotsIcon size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<EyeIcon size={14} />} onClick={() => onShowInDocument(record)}>
          {t('doctypes.records.show_in_document')}
        </Menu.Item>
        <Menu.Item
          leftSection={<HistoryIcon size={14} />}
          onClick={() => onShowHistory(record, rowNumber)}
        >
          {t('doctypes.records.history')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<TrashIcon size={14} />}
          onClick={() => onDelete(record)}
        >
          {t('doctypes.records.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
