import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Progress.css';
import type { Doctype } from '@docsift/core/doctype';
import { httpStatusOf } from '@docsift/core/errors';
import { Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import {
  createDoctype,
  deleteDoctype,
  doctypeKeys,
  updateDoctype,
} from '../doctypes/doctypes-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { toFieldInputs, toRows } from '../fields/field-list.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import { putUpload } from '../uploads/upload-cache.ts';
import { runPipelineAction, useUpload } from '../uploads/uploads-api.ts';
import { suggestFields } from './wizard-api.ts';
import { sampleScan, scanFailureCode, workingProgress } from './wizard-progress.ts';
import type { WizardState } from './wizard-state.ts';
import { initialWizardState, isReadyToCreate, wizardReducer } from './wizard-state.ts';
import { WizardCalibrate } from './WizardCalibrate.tsx';
import { WizardDrop } from './WizardDrop.tsx';

interface WizardProps {
  initialFile: File | null;
  close: (doctypeId?: string) => void;
  onNavigate: (to: string) => void;
}

const baseName = (filename: string) => filename.replace(/\.[^.]+$/, '').trim();

/** Step 0 drop a sample, step 1 upload + scan + suggest, step 2 calibrate and create. */
function Wizard({ initialFile, close, onNavigate }: WizardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step, phase, error, draft, uploadId } = state;
  const upload = useUpload(uploadId).data;
  const hasStarted = useRef(false);
  // Cancel may come while a request is in flight; what it creates afterwards is discarded at once.
  const isCancelled = useRef(false);
  const draftRef = useRef<Doctype | null>(null);

  const abort = useRef(new AbortController());

  /** Deletes the draft and with it the sample upload. */
  const discardDraft = async () => {
    const current = draftRef.current;
    draftRef.current = null;
    if (current) await deleteDoctype(current.id).catch(() => undefined);
  };

  const start = async (file: File) => {
    dispatch({
      type: 'started',
      filename: file.name,
      title: baseName(file.name) || t('doctypes.wizard.draft_title'),
    });
    try {
      const created = await createDoctype({
        title: t('doctypes.wizard.draft_title'),
        mode: 'one:single',
        via: 'wizard',
      });
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

  useEffect(() => {
    if (initialFile && !hasStarted.current) {
      hasStarted.current = true;
      void start(initialFile);
    }
    // Runs once, for a file dropped on the dashboard before the dialog opened.
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
      .then(({ mode, fields }) => dispatch({ type: 'suggested', rows: toRows(fields), mode }))
      .catch((failure: unknown) => dispatch({ type: 'failed', error: failure }));
  }, [phase, upload, error]);

  const creation = useMutation({
    mutationFn: async (ready: WizardState & { draft: Doctype }) => {
      await updateDoctype(ready.draft.id, {
        title: ready.title.trim(),
        mode: ready.mode,
        fields: toFieldInputs(ready.rows),
        state: 'ready',
      });
      // The sample was scanned before it had fields: extract its records with them now.
      if (ready.uploadId) await runPipelineAction(ready.uploadId, 'parse').catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      return ready.draft.id;
    },
    onSuccess: (doctypeId) => close(doctypeId),
  });

  const create = () => {
    dispatch({ type: 'validated' });
    if (isReadyToCreate(state)) creation.mutate(state);
  };

  const cancel = async () => {
    isCancelled.current = true;
    abort.current.abort();
    await discardDraft();
    close();
  };

  const restart = async () => {
    await discardDraft();
    abort.current = new AbortController();
    creation.reset();
    dispatch({ type: 'restarted' });
  };

  const leaveFor = (to: string) => void discardDraft().then(() => (close(), onNavigate(to)));
  const shownError = error ?? creation.error;

  return (
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
        <WizardCalibrate
          draftId={draft.id}
          upload={upload}
          title={state.title}
          onTitle={(title) => dispatch({ type: 'titled', title })}
          isTitleInvalid={state.isTitleInvalid}
          mode={state.mode}
          onMode={(mode) => dispatch({ type: 'mode-chosen', mode })}
          rows={state.rows}
          onRows={(rows) => dispatch({ type: 'rows-edited', rows })}
          invalid={state.invalid}
          onNavigate={leaveFor}
        />
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
        {step === 2 && (
          <Button onClick={create} loading={creation.isPending}>
            {t('doctypes.wizard.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Opens the wizard, optionally with a file dropped before; resolves with the new doctype's id
 * (undefined when cancelled). The dialog is static: only Cancel discards the draft.
 */
export function openWizard(
  title: string,
  initialFile: File | null,
  onNavigate: (to: string) => void,
): Promise<string | undefined> {
  return openDialog<string>({
    title,
    isStatic: true,
    size: 'min(1100px, 95vw)',
    render: (close) => <Wizard initialFile={initialFile} close={close} onNavigate={onNavigate} />,
  });
}
