import type { Doctype } from '@docsift/core/doctype';
import { ActionIcon, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { appTitle } from '../../components/app-title.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { doctypeKeys, updateDoctype } from './doctypes-api.ts';

const PencilIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4M13.5 6.5l4 4" />
  </svg>
);

const loadSchema = () =>
  import('@docsift/core/doctype').then(({ createDoctypeBodySchema }) =>
    createDoctypeBodySchema.pick({ title: true }),
  );

/** The doctype's h1; a click on the pencil edits it in place (Enter saves, Escape cancels). */
export function DoctypeTitle({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  useDocumentTitle(appTitle(doctype.title));

  if (isEditing) return <TitleEditor doctype={doctype} onDone={() => setEditing(false)} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Title order={1} size="h2">
        {doctype.title}
      </Title>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={() => setEditing(true)}
        aria-label={t('doctypes.doctype.title_edit')}
      >
        <PencilIcon />
      </ActionIcon>
    </Group>
  );
}

/** Saves on Enter or when focus leaves; an unchanged title just closes the editor. */
function TitleEditor({ doctype, onDone }: { doctype: Doctype; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errorOf, formError, submit } = useApiForm<{ title: string }>(loadSchema, {
    title: doctype.title,
  });
  const save = submit(async ({ title }) => {
    if (title !== doctype.title) {
      const updated = await updateDoctype(doctype.id, { title });
      queryClient.setQueryData(doctypeKeys.one(doctype.id), updated);
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      void showFlash({ message: t('successfully_saved') });
    }
    onDone();
  });

  return (
    <form onSubmit={save} noValidate style={{ flex: 1, maxWidth: 600 }}>
      <Stack gap="xs">
        <TextInput
          aria-label={t('doctypes.doctype.title_label')}
          {...form.register('title', { onBlur: () => void save() })}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Reset first: a blur as the editor goes then finds nothing to save.
            form.reset();
            onDone();
          }}
          error={errorOf('title')}
          size="lg"
          autoFocus
        />
        <ErrorCard error={formError} />
      </Stack>
    </form>
  );
}
