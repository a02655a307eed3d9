import type { Doctype } from '@docsift/core/doctype';
import { ActionIcon, Group, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { appTitle } from '../../components/app-title.ts';
import { ApiError } from '../../lib/http/api-error.ts';
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

/** The doctype's h1; a click on the pencil edits it in place (Enter saves, Escape cancels). */
export function DoctypeTitle({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [isInvalid, setInvalid] = useState(false);

  useDocumentTitle(appTitle(doctype.title));

  const save = async () => {
    if (draft === null) return;
    const title = draft.trim();
    if (!title) {
      setInvalid(true);
      return;
    }
    if (title === doctype.title) {
      setDraft(null);
      return;
    }
    try {
      const updated = await updateDoctype(doctype.id, { title });
      queryClient.setQueryData(doctypeKeys.one(doctype.id), updated);
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      setDraft(null);
      void showFlash({ message: t('successfully_saved') });
    } catch (error) {
      void showFlash({
        type: 'danger',
        message: t(`errors.${error instanceof ApiError ? error.code : 'unknown'}`),
      });
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={t('doctypes.doctype.title_label')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') setDraft(null);
        }}
        onBlur={() => void save()}
        error={isInvalid ? t('doctype_name_invalid') : undefined}
        size="lg"
        autoFocus
        style={{ flex: 1, maxWidth: 600 }}
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Title order={1} size="h2">
        {doctype.title}
      </Title>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={() => setDraft(doctype.title)}
        aria-label={t('doctypes.doctype.title_edit')}
      >
        <PencilIcon />
      </ActionIcon>
    </Group>
  );
}
