import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import type { DoctypeCheck } from '@docsift/core/field-rules';
import { needsReparse } from '@docsift/core/upload';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { doctypeKeys, updateDoctype, useDoctype } from '../doctypes/doctypes-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { uploadListQuery, useUpload } from '../uploads/uploads-api.ts';
import type { FieldListValues } from './field-list.ts';
import { applyDescriptions, toDrafts, withCompactRules } from './field-list.ts';
import { ChecksEditor } from './ChecksEditor.tsx';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { calibrate } from './calibration-api.ts';
import { FieldListEditor } from './FieldListEditor.tsx';
import { LearnedFrom } from './LearnedFrom.tsx';
import { CalibrationPanel } from './CalibrationPanel.tsx';
import { ModeChoice } from './ModeChoice.tsx';
import { ReparseOffer } from './ReparseOffer.tsx';

interface FieldsValues extends FieldListValues {
  mode: DoctypeMode;
  prompt: string;
  reviewThreshold: number;
  checks: DoctypeCheck[];
}

const loadSchema = () =>
  Promise.all([
    import('@docsift/core/doctype'),
    import('@docsift/core/review'),
    import('@docsift/core/field-rules'),
  ]).then(
    ([
      { doctypeDefinitionSchema },
      { reviewThresholdSchema },
      { doctypeChecksSchema, refineRules },
    ]) =>
      doctypeDefinitionSchema
        .pick({ mode: true, prompt: true, fields: true })
        .extend({ reviewThreshold: reviewThresholdSchema, checks: doctypeChecksSchema })
        .superRefine(refineRules),
  );

const valuesOf = (doctype: Doctype): FieldsValues => ({
  mode: doctype.mode,
  prompt: doctype.prompt,
  fields: toDrafts(doctype.fields),
  reviewThreshold: doctype.reviewThreshold,
  checks: doctype.checks,
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
  const { form, field, formError, reset, submit } = useApiForm<FieldsValues>(
    loadSchema,
    valuesOf(doctype),
  );
  const [offersReparse, setOffersReparse] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const mode = form.watch('mode');

  const refinement = useMutation({
    mutationFn: (uploadId: string) => calibrate(doctype.id, uploadId, currentLanguage()),
    onSuccess: ({ fields }) =>
      form.setValue('fields', applyDescriptions(form.getValues('fields'), fields), {
        shouldDirty: true,
      }),
  });

  const save = submit(async (values) => {
    const updated = await updateDoctype(doctype.id, {
      ...values,
      fields: withCompactRules(values.fields),
    });
    queryClient.setQueryData(doctypeKeys.one(doctype.id), updated);
    reset(valuesOf(updated));
    void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
    // Only uploads parsed with other fields have something to reprocess (none on a new doctype).
    if (updated.hash !== doctype.hash) {
      const { uploads } = await queryClient.fetchQuery(uploadListQuery(doctype.id, ''));
      setOffersReparse(uploads.some((upload) => needsReparse(upload, updated.hash)));
    }
    void showFlash({ message: t('successfully_saved') });
  });

  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate>
        <Stack>
          {offersReparse && <ReparseOffer doctypeId={doctype.id} />}
          <ErrorCard error={formError ?? refinement.error} />
          {calibrationUpload && (
            <CalibrationPanel
              doctypeId={doctype.id}
              upload={calibrationUpload}
              mode={mode}
              prompt={form.watch('prompt')}
              canRefine={doctype.fields.length > 0}
              isRefining={refinement.isPending}
              onRefine={() => refinement.mutate(calibrationUpload.id)}
              onNavigate={(to) => void navigate(to)}
            />
          )}
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => <ModeChoice value={field.value} onChange={field.onChange} />}
          />
          <Textarea
            label={t('doctypes.fields.prompt')}
            description={t('doctypes.fields.prompt_hint')}
            {...field('prompt')}
            autosize
            minRows={2}
            maxRows={8}
          />
          <Controller
            control={form.control}
            name="reviewThreshold"
            render={({ field }) => (
              <NumberInput
                label={t('review.threshold.label')}
                description={t('review.threshold.description')}
                suffix=" %"
                min={0}
                max={100}
                step={5}
                clampBehavior="strict"
                allowDecimal={false}
                w={{ base: '100%', sm: 360 }}
                value={Math.round(field.value * 100)}
                onChange={(value) => field.onChange((Number(value) || 0) / 100)}
                data-testid="review-threshold"
              />
            )}
          />
          <Title order={2} size="h4">
            {t('doctypes.fields.title')}
          </Title>
          <FieldListEditor
            highlight={params.get('highlight')}
            hasRules
            rowExtra={({ key, caption }) => (
              <LearnedFrom doctypeId={doctype.id} fieldKey={key} caption={caption} />
            )}
          />
          <ChecksEditor />
          {isDirty && (
            <Group
              justify="flex-end"
              pos="sticky"
              bottom={0}
              py="sm"
              bg="var(--mantine-color-body)"
              style={{ zIndex: 2 }}
            >
              <Button variant="default" onClick={() => form.reset()}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting} data-testid="fields-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
