import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Progress.css';
import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import { httpStatusOf } from '@docsift/core/errors';
import { Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../components/modal-stack/modal-stack-store.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import {
  createDoctype,
  deleteDoctype,
  doctypeKeys,
  updateDoctype,
} from '../doctypes/doctypes-api.ts';
import { ErrorCard } from '../doctypes/ErrorCard.tsx';
import type { FieldRow } from '../fields/field-list.ts';
import { invalidRowIds, toFieldInputs, toRows } from '../fields/field-list.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import { putUpload } from '../uploads/upload-cache.ts';
import { runPipelineAction, useUpload } from '../uploads/uploads-api.ts';
import { suggestFields } from './wizard-api.ts';
import type { WorkingPhase } from './wizard-progress.ts';
import { sampleScan, scanFailureCode, workingProgress } from './wizard-progress.ts';
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
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<WorkingPhase>('uploading');
  const [share, setShare] = useState(0);
  const [filename, setFilename] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [draft, setDraft] = useState<Doctype | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<DoctypeMode>('one:single');
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [isTitleInvalid, setTitleInvalid] = useState(false);
  const [isCreating, setCreating] = useState(false);
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
    setStep(1);
    setPhase('uploading');
    setFilename(file.name);
    setTitle(baseName(file.name) || t('doctypes.wizard.draft_title'));
    setError(null);
    try {
      const created = await createDoctype({
        title: t('doctypes.wizard.draft_title'),
        mode: 'one:single',
        via: 'wizard',
      });
      draftRef.current = created;
      setDraft(created);
      if (isCancelled.current) return void (await discardDraft());
      const stored = await sendUpload({
        target: created.id,
        file,
        onProgress: setShare,
        signal: abort.current.signal,
      });
      putUpload(queryClient, stored);
      setUploadId(stored.id);
      setPhase('scanning');
    } catch (failure) {
      if (!isCancelled.current) setError(failure);
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
      setError(new ApiError(code, httpStatusOf(code)));
    }
    if (scan !== 'ready') return;
    setPhase('suggesting');
    suggestFields(upload.id, currentLanguage())
      .then((fields) => {
        setRows(toRows(fields));
        setStep(2);
      })
      .catch(setError);
  }, [phase, upload, error]);

  const cancel = async () => {
    isCancelled.current = true;
    abort.current.abort();
    await discardDraft();
    close();
  };

  const restart = async () => {
    await discardDraft();
    abort.current = new AbortController();
    setDraft(null);
    setUploadId(null);
    setShare(0);
    setError(null);
    setStep(0);
  };

  const create = async () => {
    const blank = invalidRowIds(rows);
    setInvalid(blank);
    setTitleInvalid(!title.trim());
    if (!draft || blank.size > 0 || !title.trim()) return;
    setCreating(true);
    setError(null);
    try {
      await updateDoctype(draft.id, {
        title: title.trim(),
        mode,
        fields: toFieldInputs(rows),
        state: 'ready',
      });
      // The sample was scanned before it had fields: extract its records with them now.
      if (uploadId) await runPipelineAction(uploadId, 'parse').catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      close(draft.id);
    } catch (failure) {
      setError(failure);
      setCreating(false);
    }
  };

  return (
    <Stack>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('doctypes.wizard.step_drop')} />
        <Stepper.Step label={t('doctypes.wizard.step_working')} />
        <Stepper.Step label={t('doctypes.wizard.step_calibrate')} />
      </Stepper>
      <ErrorCard
        error={error}
        onNavigate={(to) => void discardDraft().then(() => (close(), onNavigate(to)))}
      />
      {step === 0 && <WizardDrop onFile={(file) => void start(file)} />}
      {step === 1 && !error && (
        <Stack gap="xs" py="lg" data-testid="wizard-working">
          <Text>
            {phase === 'uploading'
              ? t('doctypes.wizard.uploading', { filename })
              : t(`doctypes.wizard.${phase}`)}
          </Text>
          <Progress
            value={workingProgress(phase, share)}
            animated
            aria-label={t('doctypes.wizard.step_working')}
          />
        </Stack>
      )}
      {step === 2 && draft && upload && (
        <WizardCalibrate
          draftId={draft.id}
          upload={upload}
          title={title}
          onTitle={(next) => (setTitle(next), setTitleInvalid(false))}
          isTitleInvalid={isTitleInvalid}
          mode={mode}
          onMode={setMode}
          rows={rows}
          onRows={setRows}
          invalid={invalid}
          onNavigate={(to) => void discardDraft().then(() => (close(), onNavigate(to)))}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void cancel()}>
          {t('common.cancel')}
        </Button>
        {error != null && step > 0 && (
          <Button variant="light" onClick={() => void restart()}>
            {t('common.retry')}
          </Button>
        )}
        {step === 2 && (
          <Button onClick={() => void create()} loading={isCreating}>
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
  return openModal<string>({
    title,
    isStatic: true,
    size: 'min(1100px, 95vw)',
    render: (close) => <Wizard initialFile={initialFile} close={close} onNavigate={onNavigate} />,
  });
}
