import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { ApiError } from '../../lib/http/api-error.ts';
import { CheckIcon, XIcon } from '../doctypes/doctype-icons.tsx';
import type { FileUploadEntry } from './upload-batch.ts';
import { startBatch, stopsBatch, summarizeBatch, updateBatch } from './upload-batch.ts';
import { sendUpload } from './send-upload.ts';
import { putUpload } from './upload-cache.ts';
import { uploadKeys } from './uploads-api.ts';

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
          {t(`errors.${entry.error}`)}
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

function UploadBatch({ target, files, close, onNavigate }: UploadBatchProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState(() => startBatch(files.map((file) => file.name)));
  const hasStarted = useRef(false);
  const summary = summarizeBatch(entries);

  useEffect(() => {
    if (hasStarted.current) return;
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
  }, [files, target, queryClient, close, onNavigate, t]);

  useEffect(() => {
    if (summary.isFinished && summary.failed === 0) close();
  }, [summary.isFinished, summary.failed, close]);

  return (
    <Stack>
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
