import '@mantine/core/styles/Radio.css';
import { Button, Checkbox, Group, Loader, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useUploadPages } from './upload-picker-api.ts';

interface UploadPickerProps {
  doctypeId: string;
  /** Several uploads may be chosen (checkboxes and toggle all), else exactly one. */
  isMultiple: boolean;
  initial: readonly string[];
  onSubmit: (ids: string[]) => void;
  onCancel: () => void;
}

/** Spec section 2's upload picker: the doctype's uploads in pages of 20, then submit or cancel. */
export function UploadPicker({
  doctypeId,
  isMultiple,
  initial,
  onSubmit,
  onCancel,
}: UploadPickerProps) {
  const { t } = useTranslation();
  const pages = useUploadPages(doctypeId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(initial));
  const uploads = pages.data?.pages.flatMap((page) => page.uploads) ?? [];
  const isAllChosen = uploads.length > 0 && uploads.every((u) => chosen.has(u.id));
  const toggle = (id: string) =>
    setChosen((current) => {
      if (!isMultiple) return new Set([id]);
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setChosen(isAllChosen ? new Set() : new Set(uploads.map((u) => u.id)));

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
          <ScrollArea.Autosize mah="50vh">
            <Stack
              gap="xs"
              role={isMultiple ? 'group' : 'radiogroup'}
              aria-label={t('doctypes.uploads.list')}
            >
              {uploads.map((upload) =>
                isMultiple ? (
                  <Checkbox
                    key={upload.id}
                    label={upload.filename}
                    checked={chosen.has(upload.id)}
                    onChange={() => toggle(upload.id)}
                  />
                ) : (
                  <Radio
                    key={upload.id}
                    label={upload.filename}
                    name="upload-picker"
                    checked={chosen.has(upload.id)}
                    onChange={() => toggle(upload.id)}
                  />
                ),
              )}
            </Stack>
          </ScrollArea.Autosize>
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
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button disabled={chosen.size === 0} onClick={() => onSubmit([...chosen])}>
          {t('doctypes.upload_picker.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
