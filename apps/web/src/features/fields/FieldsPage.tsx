import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt.ts';
import { doctypeKeys, updateDoctype, useDoctype } from '../doctypes/doctypes-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useUpload } from '../uploads/uploads-api.ts';
import type { FieldRow } from './field-list.ts';
import {
  applyDescriptions,
  invalidRowIds,
  rowsDiffer,
  toFieldInputs,
  toRows,
} from './field-list.ts';
import { calibrate } from './calibration-api.ts';
import { FieldListEditor } from './FieldListEditor.tsx';
import { InlineExtraction } from './InlineExtraction.tsx';
import { ModeChoice } from './ModeChoice.tsx';
import { ReparseOffer } from './ReparseOffer.tsx';

interface Draft {
  mode: DoctypeMode;
  prompt: string;
  rows: FieldRow[];
}

const draftOf = (doctype: Doctype): Draft => ({
  mode: doctype.mode,
  prompt: doctype.prompt,
  rows: toRows(doctype.fields),
});

/** Fields, mode and prompt of a doctype; Save appears once something changed. */
export function FieldsPage() {
  const id = useParams().doctype!;
  const doctype = useDoctype(id);
  return <FieldsForm key={doctype.id} doctype={doctype} />;
}

function FieldsForm({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const calibrationUpload = useUpload(params.get('upload')).data;
  const [draft, setDraft] = useState(() => draftOf(doctype));
  const [invalid, setInvalid] = useState(new Set<string>());
  const [hasSavedFields, setSavedFields] = useState(false);

  const refinement = useMutation({
    mutationFn: (uploadId: string) => calibrate(doctype.id, uploadId),
    onSuccess: ({ fields }) =>
      setDraft((current) => ({ ...current, rows: applyDescriptions(current.rows, fields) })),
  });

  const saving = useMutation({
    mutationFn: (saved: Draft) =>
      updateDoctype(doctype.id, {
        mode: saved.mode,
        prompt: saved.prompt,
        fields: toFieldInputs(saved.rows),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(doctypeKeys.one(doctype.id), updated);
      setDraft(draftOf(updated));
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      void showFlash({ message: t('successfully_saved') });
      if (updated.hash !== doctype.hash) setSavedFields(true);
    },
  });

  const isDirty =
    draft.mode !== doctype.mode ||
    draft.prompt !== doctype.prompt ||
    rowsDiffer(draft.rows, doctype.fields);
  useUnsavedChangesPrompt(isDirty && !saving.isPending);

  const save = () => {
    const blank = invalidRowIds(draft.rows);
    setInvalid(blank);
    if (blank.size === 0) saving.mutate(draft);
  };

  return (
    <Stack>
      {hasSavedFields && <ReparseOffer doctypeId={doctype.id} />}
      <ErrorCard error={saving.error ?? refinement.error} />
      {calibrationUpload && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('doctypes.fields.calibrate_title', { filename: calibrationUpload.filename })}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('doctypes.fields.calibrate_hint')}
          </Text>
          <InlineExtraction
            doctypeId={doctype.id}
            uploadId={calibrationUpload.id}
            mode={draft.mode}
            prompt={draft.prompt}
            rows={draft.rows}
            label={t('doctypes.fields.calibrate_run')}
            onNavigate={(to) => void navigate(to)}
          />
          <Group mt="sm" gap="sm">
            <Button
              variant="default"
              onClick={() => refinement.mutate(calibrationUpload.id)}
              loading={refinement.isPending}
              disabled={doctype.fields.length === 0}
            >
              {t('doctypes.fields.refine')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('doctypes.fields.refine_hint')}
            </Text>
          </Group>
        </Paper>
      )}
      <ModeChoice value={draft.mode} onChange={(mode) => setDraft({ ...draft, mode })} />
      <Textarea
        label={t('doctypes.fields.prompt')}
        description={t('doctypes.fields.prompt_hint')}
        value={draft.prompt}
        onChange={(event) => setDraft({ ...draft, prompt: event.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Title order={2} size="h4">
        {t('doctypes.fields.title')}
      </Title>
      <FieldListEditor
        rows={draft.rows}
        onChange={(rows) => setDraft({ ...draft, rows })}
        invalid={invalid}
        highlight={params.get('highlight')}
      />
      {isDirty && (
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
        >
          <Button
            variant="default"
            onClick={() => (setDraft(draftOf(doctype)), setInvalid(new Set()))}
          >
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={saving.isPending} data-testid="fields-save">
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
