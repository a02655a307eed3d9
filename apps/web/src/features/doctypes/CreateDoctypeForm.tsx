import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { createDoctype, doctypeKeys } from './doctypes-api.ts';
import { DoctypeModeSelect } from './DoctypeModeSelect.tsx';

interface FormProps {
  close: (doctype?: Doctype) => void;
  onNavigate: (to: string) => void;
}

interface CreateValues {
  title: string;
  mode: DoctypeMode;
}

const loadSchema = () =>
  import('@docsift/core/doctype').then(({ createDoctypeBodySchema }) =>
    createDoctypeBodySchema.pick({ title: true, mode: true }),
  );

function CreateDoctypeForm({ close, onNavigate }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errorOf, field, formError, submit } = useApiForm<CreateValues>(loadSchema, {
    title: '',
    mode: 'one:single',
  });
  const onSubmit = submit(async (values) => {
    const doctype = await createDoctype({ ...values, via: 'manual' });
    await queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
    close(doctype);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ErrorCard error={formError} onNavigate={(to) => (close(), onNavigate(to))} />
        <TextInput label={t('doctypes.create.name')} {...field('title')} required data-autofocus />
        <DoctypeModeSelect control={form.control} name="mode" error={errorOf('mode')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
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
