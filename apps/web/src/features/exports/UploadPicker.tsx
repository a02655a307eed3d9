import '@mantine/core/styles/Radio.css';
import type { Upload } from '@docsift/core/upload';
import { Box, Button, Checkbox, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useUploadPages } from './upload-picker-api.ts';
import classes from './upload-picker.module.css';

/** Its uploader too: a team member's bulk delete takes only the uploads they may delete. */
export type PickedUpload = Pick<Upload, 'id' | 'filename' | 'author'>;

interface UploadPickerProps {
  doctypeId: string;
  /** Several uploads may be chosen (checkboxes and toggle all), else exactly one. */
  isMultiple: boolean;
  initial: readonly PickedUpload[];
  onSubmit?: (uploads: PickedUpload[]) => void;
  /** Buttons that act on the chosen uploads, in place of Choose (bulk actions). */
  renderActions?: (uploads: PickedUpload[]) => ReactNode;
  /** Also on Escape: the picker is the top view, so Escape closes it alone. */
  onCancel: () => void;
}

/** A long name ends in an ellipsis on one line (the whole name is its title). */
const entryStyles = {
  body: { minWidth: 0 },
  labelWrapper: { minWidth: 0 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

/** Spec section 2's upload picker: the doctype's uploads in pages of 20, then submit or cancel. */
export function UploadPicker({
  doctypeId,
  isMultiple,
  initial,
  onSubmit,
  renderActions,
  onCancel,
}: UploadPickerProps) {
  const { t } = useTranslation();
  const pages = useUploadPages(doctypeId);
  const [chosen, setChosen] = useState<ReadonlyMap<string, PickedUpload>>(
    new Map(initial.map((upload) => [upload.id, upload])),
  );
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !event.isComposing) onCancel();
  });
  const uploads: PickedUpload[] = pages.data?.pages.flatMap((page) => page.uploads) ?? [];
  const isAllChosen = uploads.length > 0 && uploads.every((u) => chosen.has(u.id));
  const toggle = (upload: PickedUpload) =>
    setChosen((current) => {
      if (!isMultiple) return new Map([[upload.id, upload]]);
      const next = new Map(current);
      if (!next.delete(upload.id)) next.set(upload.id, upload);
      return next;
    });
  const toggleAll = () =>
    setChosen(isAllChosen ? new Map() : new Map(uploads.map((u) => [u.id, u])));

  if (pages.error) return <ErrorCard error={pages.error} />;
  if (pages.isPending) return <Loader aria-label={t('common.loading')} />;
  return (
    <Stack data-testid="upload-picker">
      {uploads.length === 0 ? (
        <Text c="dimmed">{t('doctypes.upload_picker.empty')}</Text>
      ) : (
        <>
          {isMultiple && (
            <Checkbox
              label={t('doctypes.upload_picker.toggle_all')}
              checked={isAllChosen}
              indeterminate={!isAllChosen && chosen.size > 0}
              onChange={toggleAll}
            />
          )}
          {/* The browser's own scrollbar takes its room beside the entries instead of over them. */}
          <Box mah="50vh" style={{ overflowY: 'auto' }} data-testid="upload-picker-list">
            <Stack
              gap="xs"
              role={isMultiple ? 'group' : 'radiogroup'}
              aria-label={t('doctypes.uploads.list')}
            >
              {uploads.map((upload) => {
                const entry = {
                  label: upload.filename,
                  title: upload.filename,
                  checked: chosen.has(upload.id),
                  onChange: () => toggle(upload),
                  styles: entryStyles,
                };
                return isMultiple ? (
                  <Checkbox key={upload.id} {...entry} />
                ) : (
                  <Radio key={upload.id} name="upload-picker" {...entry} />
                );
              })}
            </Stack>
          </Box>
          {pages.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('doctypes.upload_picker.more')}
            </Button>
          )}
        </>
      )}
      <Group justify="flex-end" gap="xs" className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        {renderActions ? (
          renderActions([...chosen.values()])
        ) : (
          <Button disabled={chosen.size === 0} onClick={() => onSubmit?.([...chosen.values()])}>
            {t('doctypes.upload_picker.submit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
