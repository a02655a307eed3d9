import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Progress.css';
import type { Doctype } from '@docsift/core/doctype';
import { httpStatusOf } from '@docsift/core/errors';
import { Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import {
  createDoctype,
  deleteDoctype,
  doctypeKeys,
  updateDoctype,
} from '../doctypes/doctypes-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { toDrafts } from '../fields/field-list.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import { putUpload } from '../uploads/upload-cache.ts';
import { listUploads, runPipelineAction, useUpload } from '../uploads/uploads-api.ts';
import { suggestFields } from './wizard-api.ts';
import { sampleScan, scanFailureCode, workingProgress } from './wizard-progress.ts';
import type { WizardStart } from './wizard-state.ts';
import { initialWizardState, wizardReducer } from './wizard-state.ts';
import type { WizardValues } from './WizardCalibrate.tsx';
import { WizardCalibrate } from './WizardCalibrate.tsx';
import { WizardDrop } from './WizardDrop.tsx';

interface WizardProps {
  initialFile: File | null;
  /** A draft left unfinished, to continue instead of starting a new one. */
  resumed?: Doctype;
  close: (doctypeId?: string) => void;
  onNavigate: (to: string) => void;
}

const baseName = (filename: string) => filename.replace(/\.[^.]+$/, '').trim();

const loadSchema = () =>
  import('@docsift/core/doctype').then(({ doctypeDefinitionSchema }) =>
    doctypeDefinitionSchema.pick({ title: true, mode: true, fields: true }),
  );

/** Step 0 drop a sample, step 1 upload + scan + suggest, step 2 calibrate and create. */
function Wizard({ initialFile, resumed, close, onNavigate }: WizardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step, phase, error, draft, uploadId } = state;
  const { form, formError, reset, submit } = useApiForm<WizardValues>(loadSchema, {
    title: '',
    mode: 'one:single',
    fields: [],
  });
  const upload = useUpload(uploadId).data;
  const hasStarted = useRef(false);
  // Cancel may come while a request is in flight; what it creates afterwards is discarded at once.
  const isCancelled = useRef(false);
  const draftRef = useRef<Doctype | null>(resumed ?? null);

  const abort = useRef(new AbortController());

  /** Deletes the draft and with it the sample upload. */
  const discardDraft = async () => {
    const current = draftRef.current;
    draftRef.current = null;
    if (current) await deleteDoctype(current.id).catch(() => undefined);
  };

  const start = async (file: File) => {
    dispatch({ type: 'started', filename: file.name });
    try {
      // Named after its sample, so a draft left unfinished is known on the dashboard.
      const created =
        draftRef.current ??
        (await createDoctype({
          title: baseName(file.name) || t('doctypes.wizard.draft_title'),
          mode: 'one:single',
          via: 'wizard',
        }));
      draftRef.current = created;
      dispatch({ type: 'drafted', draft: created });
      if (isCancelled.current) return void (await discardDraft());
      const stored = await sendUpload({
        target: created.id,
        file,
        onProgress: (share) => dispatch({ type: 'progressed', share }),
        signal: abort.current.signal,
      });
      putUpload(queryClient, stored);
      dispatch({ type: 'uploaded', uploadId: stored.id });
    } catch (failure) {
      if (!isCancelled.current) dispatch({ type: 'failed', error: failure });
    }
  };

  const resume = async (draft: Doctype) => {
    try {
      const sample = (await listUploads(draft.id, '')).uploads[0] ?? null;
      dispatch({ type: 'resumed', draft, sample });
    } catch (failure) {
      dispatch({ type: 'failed', error: failure });
    }
  };

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (resumed) void resume(resumed);
    else if (initialFile) void start(initialFile);
    // Runs once, for a file dropped on the dashboard before the dialog opened or a draft continued.
  }, []);

  useEffect(() => {
    if (phase !== 'scanning' || !upload || error) return;
    const scan = sampleScan(upload);
    if (scan === 'failed') {
      const code = scanFailureCode(upload);
      dispatch({ type: 'failed', error: new ApiError(code, httpStatusOf(code)) });
    }
    if (scan !== 'ready') return;
    dispatch({ type: 'suggesting' });
    suggestFields(upload.id, currentLanguage())
      .then(({ mode, fields }) => {
        // The sample's layout picks the mode (a table: one record per row); the user may change it.
        reset({
          title: baseName(state.filename) || t('doctypes.wizard.draft_title'),
          mode,
          fields: toDrafts(fields),
        });
        dispatch({ type: 'suggested' });
      })
      .catch((failure: unknown) => dispatch({ type: 'failed', error: failure }));
  }, [phase, upload, error]);

  const finish = (ready: Doctype) =>
    submit(async (values) => {
      await updateDoctype(ready.id, { ...values, state: 'ready' });
      // The sample was scanned before it had fields: extract its records with them now.
      if (uploadId) await runPipelineAction(uploadId, 'parse').catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      close(ready.id);
    });

  const cancel = async () => {
    isCancelled.current = true;
    abort.current.abort();
    await discardDraft();
    close();
  };

  const restart = async () => {
    await discardDraft();
    abort.current = new AbortController();
    // An earlier Create's error goes with its draft.
    reset(form.getValues());
    dispatch({ type: 'restarted' });
  };

  const leaveFor = (to: string) => void discardDraft().then(() => (close(), onNavigate(to)));
  const shownError = error ?? formError;

  return (
    <FormProvider {...form}>
      <Stack>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('doctypes.wizard.step_drop')} />
          <Stepper.Step label={t('doctypes.wizard.step_working')} />
          <Stepper.Step label={t('doctypes.wizard.step_calibrate')} />
        </Stepper>
        <ErrorCard error={shownError} onNavigate={leaveFor} />
        {step === 0 && <WizardDrop onFile={(file) => void start(file)} />}
        {step === 1 && !error && (
          <Stack gap="xs" py="lg" data-testid="wizard-working">
            <Text>
              {phase === 'uploading'
                ? t('doctypes.wizard.uploading', { filename: state.filename })
                : t(`doctypes.wizard.${phase}`)}
            </Text>
            <Progress
              value={workingProgress(phase, state.share)}
              animated
              aria-label={t('doctypes.wizard.step_working')}
            />
          </Stack>
        )}
        {step === 2 && draft && upload && (
          <WizardCalibrate draftId={draft.id} upload={upload} onNavigate={leaveFor} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void cancel()}>
            {t('common.cancel')}
          </Button>
          {shownError != null && step > 0 && (
            <Button variant="light" onClick={() => void restart()}>
              {t('common.retry')}
            </Button>
          )}
          {step === 2 && draft && (
            <Button
              onClick={(event) => void finish(draft)(event)}
              loading={form.formState.isSubmitting}
            >
              {t('doctypes.wizard.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormProvider>
  );
}

/**
 * Opens the wizard, with a file dropped before or a draft to continue when given; resolves with
 * the new doctype's id (undefined when cancelled). The dialog is static: only Cancel discards
 * the draft.
 */
export function openWizard(
  title: string,
  start: WizardStart,
  onNavigate: (to: string) => void,
): Promise<string | undefined> {
  const initialFile = 'file' in start ? start.file : null;
  const resumed = 'resumed' in start ? start.resumed : undefined;
  return openDialog<string>({
    title,
    isStatic: true,
    size: 'min(1100px, 95vw)',
    render: (close) => (
      <Wizard initialFile={initialFile} resumed={resumed} close={close} onNavigate={onNavigate} />
    ),
  });
}
