import '../../components/select-styles.ts';
import type { CreateDoctypeBody, Doctype, DoctypeMode } from '@docsift/core/doctype';
import { doctypeModes } from '@docsift/core/doctype';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { createDoctype, doctypeKeys } from './doctypes-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { modeKey } from './mode-text.ts';

interface FormProps {
  close: (doctype?: Doctype) => void;
  onNavigate: (to: string) => void;
}

function CreateDoctypeForm({ close, onNavigate }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<DoctypeMode>('one:single');
  const [isTitleInvalid, setTitleInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleInvalid(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const body: CreateDoctypeBody = { title: title.trim(), mode, via: 'manual' };
      const doctype = await createDoctype(body);
      await queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      close(doctype);
    } catch (failure) {
      setError(failure);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorCard error={error} onNavigate={(to) => (close(), onNavigate(to))} />
        <TextInput
          label={t('doctypes.create.name')}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleInvalid(false);
          }}
          error={isTitleInvalid ? t('doctype_name_invalid') : undefined}
          required
          data-autofocus
        />
        <Select
          label={t('doctypes.create.mode')}
          data={doctypeModes.map((value) => ({
            value,
            label: t(`doctypes.modes.${modeKey(value)}`),
          }))}
          value={mode}
          onChange={(value) => value && setMode(value as DoctypeMode)}
          allowDeselect={false}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('doctypes.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The manual-create dialog: title and mode; resolves with the new doctype, undefined when cancelled. */
export function openCreateDoctypeDialog(
  title: string,
  onNavigate: (to: string) => void,
): Promise<Doctype | undefined> {
  return openDialog<Doctype>({
    title,
    render: (close) => <CreateDoctypeForm close={close} onNavigate={onNavigate} />,
  });
}
