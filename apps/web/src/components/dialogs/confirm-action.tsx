import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmLabels {
  title: ReactNode;
  message: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
}

/** A yes/no question; resolves true only when confirmed. */
export function confirmAction(labels: ConfirmLabels): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: labels.title,
      children: <Text>{labels.message}</Text>,
      labels: { confirm: labels.confirm, cancel: labels.cancel },
      confirmProps: { color: labels.danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => resolve(true),
      // Runs after onConfirm too; the promise keeps the first answer.
      onClose: () => resolve(false),
    });
  });
}
