import '@mantine/core/styles/Progress.css';
import { Alert, Button, Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { ApiError } from '../../lib/http/api-error.ts';
import { useSignedInMe } from '../auth/me-query.ts';
import { CheckIcon, XIcon } from '../../components/icons.tsx';
import type { FileUploadEntry } from './upload-batch.ts';
import { startBatch, stopsBatch, summarizeBatch, updateBatch } from './upload-batch.ts';
import { sendUpload } from './send-upload.ts';
import { putUpload } from './upload-cache.ts';
import type { UploadEstimate } from './upload-estimate.ts';
import { countBatchPages, estimateUpload, isSurelyCovered } from './upload-estimate.ts';
import { uploadKeys } from './uploads-api.ts';
import { errorText } from '../../lib/http/error-text.ts';

/** Files sent at once: keeps both cores of a small server busy without flooding it. */
const PARALLEL_UPLOADS = 2;

interface UploadBatchProps {
  target: string;
  files: File[];
  close: () => void;
  onNavigate: (to: string) => void;
}

function FileRow({ entry }: { entry: FileUploadEntry }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={4}
      data-testid="upload-file"
      data-status={entry.status}
      aria-label={entry.name}
      role="listitem"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          {entry.name}
        </Text>
        {entry.status === 'failed' && (
          <ThemeIcon
            color="red"
            size="sm"
            radius="xl"
            aria-label={t('doctypes.uploads.file_failed')}
            role="img"
          >
            <XIcon size={14} />
          </ThemeIcon>
        )}
        {entry.status === 'done' && (
          <ThemeIcon
            color="teal"
            size="sm"
            radius="xl"
            aria-label={t('doctypes.uploads.file_done')}
            role="img"
          >
            <CheckIcon size={14} />
          </ThemeIcon>
        )}
      </Group>
      {entry.status === 'failed' && entry.error ? (
        <Text size="xs" c="red" data-testid="upload-file-error">
          {errorText(t, entry.error)}
        </Text>
      ) : (
        <Progress
          value={entry.progress * 100}
          size="sm"
          color={entry.status === 'done' ? 'teal' : undefined}
          aria-label={t('doctypes.uploads.file_progress', { filename: entry.name })}
        />
      )}
    </Stack>
  );
}

interface CostEstimateProps {
  estimate: UploadEstimate | null;
  isWaiting: boolean;
  onConfirm: () => void;
  onPlans: () => void;
}

/** The batch's cost against the balance; when short, nothing is sent until the user goes ahead. */
function CostEstimate({ estimate, isWaiting, onConfirm, onPlans }: CostEstimateProps) {
  const { t, i18n } = useTranslation();
  if (!estimate)
    return (
      <Group gap="xs" data-testid="upload-estimate">
        <Loader size={14} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('doctypes.uploads.estimating')}
        </Text>
      </Group>
    );
  const amounts = {
    count: estimate.credits,
    credits: estimate.credits.toLocaleString(i18n.language),
    balance: estimate.balance.toLocaleString(i18n.language),
  };
  const text = (
    <Text size="sm" data-testid="upload-estimate">
      {t('doctypes.uploads.estimate', amounts)}
    </Text>
  );
  if (!estimate.isShort) return text;
  return (
    <Alert color="yellow" variant="light" title={t('doctypes.uploads.short_title')}>
      <Stack gap="xs">
        {text}
        <Text size="sm">{t('doctypes.uploads.short_text')}</Text>
        {isWaiting && (
          <Group gap="xs">
            <Button size="xs" onClick={onConfirm}>
              {t('doctypes.uploads.short_confirm')}
            </Button>
            <Button size="xs" variant="light" onClick={onPlans}>
              {t('doctypes.uploads.depleted_subscription')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function UploadBatch({ target, files, close, onNavigate }: UploadBatchProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useSignedInMe().credits.total;
  const [entries, setEntries] = useState(() => startBatch(files.map((file) => file.name)));
  const [estimate, setEstimate] = useState<UploadEstimate | null>(null);
  const [isCovered, setCovered] = useState(false);
  const [isConfirmed, setConfirmed] = useState(false);
  const hasStarted = useRef(false);
  const summary = summarizeBatch(entries);
  // A batch surely covered is sent while its pages are counted; otherwise the count decides.
  const isSending = isCovered || (estimate != null && (!estimate.isShort || isConfirmed));

  // The balance when the dialog opened: credits spent meanwhile must not move the estimate.
  const openingBalance = useRef(balance);
  useEffect(() => {
    // Aborted as the dialog closes: a count its batch no longer waits for stops.
    const counting = new AbortController();
    void isSurelyCovered(files, openingBalance.current).then(
      (isSure) => !counting.signal.aborted && setCovered(isSure),
    );
    void countBatchPages(files, counting.signal).then(
      (pages) =>
        !counting.signal.aborted && setEstimate(estimateUpload(pages, openingBalance.current)),
    );
    return () => counting.abort();
  }, [files]);

  useEffect(() => {
    if (!isSending || hasStarted.current) return;
    hasStarted.current = true;
    const controller = new AbortController();
    let next = 0;
    const sendNext = async (): Promise<void> => {
      const index = next++;
      const file = files[index];
      if (!file || controller.signal.aborted) return;
      try {
        const upload = await sendUpload({
          target,
          file,
          signal: controller.signal,
          onProgress: (share) =>
            setEntries((current) => updateBatch(current, { type: 'progress', index, share })),
        });
        putUpload(queryClient, upload);
        setEntries((current) => updateBatch(current, { type: 'done', index }));
      } catch (failure) {
        const code = failure instanceof ApiError ? failure.code : 'unknown';
        setEntries((current) => updateBatch(current, { type: 'failed', index, error: code }));
        if (stopsBatch(code)) {
          controller.abort();
          close();
          void showDepleted(t, onNavigate);
          return;
        }
      }
      await sendNext();
    };
    void Promise.all(
      Array.from({ length: Math.min(PARALLEL_UPLOADS, files.length) }, sendNext),
    ).then(() => queryClient.invalidateQueries({ queryKey: uploadKeys.lists(target) }));
  }, [isSending, files, target, queryClient, close, onNavigate, t]);

  useEffect(() => {
    if (summary.isFinished && summary.failed === 0) close();
  }, [summary.isFinished, summary.failed, close]);

  return (
    <Stack>
      <CostEstimate
        estimate={estimate}
        isWaiting={!isSending}
        onConfirm={() => setConfirmed(true)}
        onPlans={() => {
          close();
          onNavigate('/payment/subscription');
        }}
      />
      <Stack gap="sm" role="list" aria-label={t('doctypes.uploads.dialog_title')}>
        {entries.map((entry, index) => (
          <FileRow key={`${index}-${entry.name}`} entry={entry} />
        ))}
      </Stack>
      {summary.isFinished && (
        <Text size="sm" c="dimmed" role="status">
          {t('doctypes.uploads.summary', { done: summary.done, failed: summary.failed })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant={summary.isFinished ? 'filled' : 'default'} onClick={close}>
          {t('doctypes.uploads.dialog_close')}
        </Button>
      </Group>
    </Stack>
  );
}

const DEPLETED_NOTICE_ID = 'credits-depleted';

/** credits/depleted: one notice that stays, with ways to the plans and the usage. */
function showDepleted(t: (key: string) => string, onNavigate: (to: string) => void) {
  const go = (to: string) => {
    onNavigate(to);
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.hide(DEPLETED_NOTICE_ID),
    );
  };
  return showFlash({
    id: DEPLETED_NOTICE_ID,
    type: 'danger',
    message: t('errors.credits/depleted'),
    withCloseButton: true,
    buttons: (
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => go('/payment/subscription')}>
          {t('doctypes.uploads.depleted_subscription')}
        </Button>
        <Button size="xs" variant="default" onClick={() => go('/payment/usage')}>
          {t('doctypes.uploads.depleted_usage')}
        </Button>
      </Group>
    ),
  });
}

/**
 * Uploads the files one request each (so each has its own progress and error), two at a time.
 * Closes by itself when every file arrived; stays open to show the red x of failed ones.
 */
export function openUploadDialog(
  title: string,
  target: string,
  files: File[],
  onNavigate: (to: string) => void,
): Promise<void> {
  return openDialog<void>({
    title,
    render: (close) => (
      <UploadBatch target={target} files={files} close={close} onNavigate={onNavigate} />
    ),
  }).then(() => undefined);
}
