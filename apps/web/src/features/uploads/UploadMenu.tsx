import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { Upload } from '@docsift/core/upload';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DotsIcon } from '../../components/icons.tsx';
import { menuEntriesFor } from './upload-state.ts';
import { useMayDeleteUpload } from './use-may-delete-upload.ts';
import type { UploadMenuEntry } from './upload-state.ts';

/** The per-upload menu; which entries show depends on the state (spec section 4). */
export function UploadMenu({
  upload,
  doctypeAuthor,
  onChoose,
}: {
  upload: Upload;
  doctypeAuthor: string;
  onChoose: (entry: UploadMenuEntry) => void;
}) {
  const { t } = useTranslation();
  const mayDelete = useMayDeleteUpload(doctypeAuthor);
  const entries = menuEntriesFor(upload, mayDelete(upload));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('doctypes.uploads.menu', { filename: upload.filename })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item
            key={entry}
            color={entry === 'delete' ? 'red' : undefined}
            onClick={() => onChoose(entry)}
          >
            {t(`doctypes.uploads.menu_entries.${entry}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
