import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { focusReturner } from './focus-return.ts';

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
    const returnFocus = focusReturner();
    modals.openConfirmModal({
      title: labels.title,
      children: <Text>{labels.message}</Text>,
      labels: { confirm: labels.confirm, cancel: labels.cancel },
      confirmProps: { color: labels.danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => resolve(true),
      // Runs after onConfirm too; the promise keeps the first answer.
      onClose: () => resolve(false),
      onExitTransitionEnd: returnFocus,
    });
  });
}

/** Spec section 5: deleting a doctype, record, upload or webhook asks really_delete first. */
export const confirmDelete = (t: TFunction) =>
  confirmAction({
    title: t('common.confirm'),
    message: t('really_delete'),
    confirm: t('doctypes.doctype.delete'),
    cancel: t('common.cancel'),
    danger: true,
  });
