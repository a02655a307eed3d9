import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmStripProps {
  message: string;
  confirm: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A danger question in place, where a modal would not fit: inside an open dialog (a second modal
 * would replace the Share dialog) or under the item it is about (a field row's Forget). The
 * confirm button takes the focus, as a confirmation dialog's does.
 */
export function ConfirmStrip({ message, confirm, isBusy, onConfirm, onCancel }: ConfirmStripProps) {
  const { t } = useTranslation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), [message]);
  return (
    <Paper withBorder p="sm" mt="sm" role="alertdialog" aria-label={message}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button ref={confirmButton} size="xs" color="red" loading={isBusy} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Paper>
  );
}
