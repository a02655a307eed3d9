import type { DocRecord } from '@docsift/core/record';
import { ActionIcon, Menu } from '@mantine/core';
import type { ReactElement, Ref } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DotsIcon, EyeIcon, HistoryIcon, TrashIcon } from '../../components/icons.tsx';

interface RecordRowMenuProps {
  record: DocRecord;
  rowNumber: number;
  onShowInDocument: (record: DocRecord) => void;
  onShowHistory: (record: DocRecord, rowNumber: number) => void;
  onDelete: (record: DocRecord) => void;
}

/** Whether the row shows its menu or only the button, and whether the button had the focus. */
interface Shown {
  isMenu: boolean;
  hadFocus: boolean;
}

/**
 * The per-row menu: show the record in its document, see who changed it, or delete it. A table
 * renders up to a window of rows and opens one menu at a time, so a row shows only its button
 * and mounts the menu when the button is clicked (by the mouse, or by Enter or Space on the row's
 * number cell, which clicks it), until the menu has closed. The button keeps one id in both, the
 * menu's: a dialog chosen from the menu finds it by that id to give it the focus back.
 */
export function RecordRowMenu(props: RecordRowMenuProps) {
  const [shown, setShown] = useState<Shown>({ isMenu: false, hadFocus: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  // The swap replaces the button's element: the new one takes the focus the old one had.
  useLayoutEffect(() => {
    if (shown.hadFocus) buttonRef.current?.focus();
  }, [shown]);
  const swap = (isMenu: boolean) =>
    setShown({ isMenu, hadFocus: document.activeElement === buttonRef.current });
  const button = (
    <RowMenuButton
      ref={buttonRef}
      id={buttonId}
      rowNumber={props.rowNumber}
      onClick={shown.isMenu ? undefined : () => swap(true)}
    />
  );
  return shown.isMenu ? (
    <OpenedRowMenu {...props} id={buttonId} onClosed={() => swap(false)}>
      {button}
    </OpenedRowMenu>
  ) : (
    button
  );
}

function RowMenuButton({
  ref,
  id,
  rowNumber,
  onClick,
  ...targetProps
}: {
  ref: Ref<HTMLButtonElement>;
  id: string;
  rowNumber: number;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      aria-haspopup="menu"
      aria-expanded={false}
      id={id}
      {...targetProps}
      ref={ref}
      variant="subtle"
      color="gray"
      size="sm"
      tabIndex={-1}
      aria-label={t('doctypes.records.row_menu', { number: rowNumber })}
      onClick={onClick}
    >
      <DotsIcon size={14} />
    </ActionIcon>
  );
}

/**
 * Mantine's menu, mounted closed and opened at once: it notes where the focus was as it opens
 * (the row's number cell or the button) and gives it back there when it closes.
 */
function OpenedRowMenu({
  record,
  rowNumber,
  onShowInDocument,
  onShowHistory,
  onDelete,
  id,
  onClosed,
  children,
}: RecordRowMenuProps & { id: string; onClosed: () => void; children: ReactElement }) {
  const { t } = useTranslation();
  const [isOpened, setOpened] = useState(false);
  useLayoutEffect(() => setOpened(true), []);
  return (
    <Menu
      // Mantine names its target by the menu's id: the button's, as when the menu is not mounted.
      id={id}
      position="bottom-start"
      withinPortal
      // Not Mantine's default keydown too: mounted by Enter or Space on the row's number cell, the
      // menu would take that very key press, still on its way to the document, as one outside it.
      clickOutsideEvents={['mousedown', 'touchstart']}
      opened={isOpened}
      onChange={setOpened}
      onExitTransitionEnd={onClosed}
    >
      <Menu.Target>{children}</Menu.Target>
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
