import '@mantine/core/styles/NavLink.css';
import type { Doctype } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import { Group, Loader, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { UploadErrorDropdown } from './UploadErrorDropdown.tsx';
import { UploadMenu } from './UploadMenu.tsx';
import { showsRecordCount, showsSpinner } from './upload-state.ts';
import type { UploadMenuEntry } from './upload-state.ts';
import { useUploads } from './uploads-api.ts';
import { useIsWorking } from './working-uploads.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface UploadListProps {
  doctype: Pick<Doctype, 'id' | 'author'>;
  selected: string;
  onChoose: (upload: Upload, entry: UploadMenuEntry) => void;
}

function UploadItem({
  upload,
  doctypeAuthor,
  isActive,
  onChoose,
}: {
  upload: Upload;
  doctypeAuthor: string;
  isActive: boolean;
  onChoose: UploadListProps['onChoose'];
}) {
  const { t } = useTranslation();
  const isWorking = useIsWorking(upload.id);
  const spins = showsSpinner(upload, isWorking);
  const status = [
    isWorking
      ? t('doctypes.uploads.starting')
      : spins
        ? t(`doctypes.uploads.states.${upload.state}`)
        : null,
    showsRecordCount(upload)
      ? t('doctypes.uploads.record_count', { count: upload.recordCount })
      : null,
    upload.unreadPages
      ? t('doctypes.uploads.pages_unread', {
          count: upload.unreadPages.length,
          pages: upload.unreadPages.join(', '),
        })
      : null,
  ].filter(Boolean);
  // The buttons sit beside the link, not inside it: a button within an anchor would follow the link.
  return (
    <Group
      gap={0}
      wrap="nowrap"
      // The open upload's highlight spans the row, its buttons too, as "All uploads"' does: the
      // link's alone stopped short of the actions button.
      bg={isActive ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid="upload-item"
      data-state={upload.state}
    >
      <NavLink
        component={Link}
        to={doctypeRecordsPath(upload.target, upload.id)}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        label={upload.filename}
        description={status.join(' · ')}
        leftSection={
          spins ? (
            <Loader
              size={14}
              aria-label={t('doctypes.uploads.processing')}
              data-testid="upload-spinner"
            />
          ) : undefined
        }
        noWrap
        style={{ flex: 1, minWidth: 0 }}
      />
      <UploadErrorDropdown upload={upload} />
      <UploadMenu
        upload={upload}
        doctypeAuthor={doctypeAuthor}
        onChoose={(entry) => onChoose(upload, entry)}
      />
    </Group>
  );
}

/** Up to 100 uploads of the doctype with a filename search; "All uploads" first. */
export function UploadList({ doctype, selected, onChoose }: UploadListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const uploads = useUploads(doctype.id, debouncedQuery);

  return (
    <Stack gap="xs" component="nav" aria-label={t('doctypes.uploads.list')}>
      <TextInput
        type="search"
        size="sm"
        leftSection={<SearchIcon size={16} />}
        placeholder={t('doctypes.uploads.search')}
        aria-label={t('doctypes.uploads.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <NavLink
        component={Link}
        to={doctypeRecordsPath(doctype.id)}
        active={selected === 'all'}
        label={t('doctypes.uploads.all')}
        data-testid="upload-all"
      />
      {uploads.isPending && <Loader size="sm" mx="auto" aria-label={t('common.loading')} />}
      {uploads.data?.uploads.length === 0 && debouncedQuery && (
        <Text size="sm" c="dimmed" px="sm">
          {t('doctypes.uploads.empty_search')}
        </Text>
      )}
      <div role="list" aria-label={t('doctypes.uploads.list')}>
        {uploads.data?.uploads.map((upload) => (
          <div role="listitem" key={upload.id} aria-label={upload.filename}>
            <UploadItem
              upload={upload}
              doctypeAuthor={doctype.author}
              isActive={upload.id === selected}
              onChoose={onChoose}
            />
          </div>
        ))}
      </div>
    </Stack>
  );
}
