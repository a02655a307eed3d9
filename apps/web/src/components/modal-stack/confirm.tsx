import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openModal } from './modal-stack-store.ts';

interface ConfirmLabels {
  title: ReactNode;
  message: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
}

/** A yes/no question on the modal stack; resolves true only when confirmed. */
export async function confirmAction(labels: ConfirmLabels): Promise<boolean> {
  const result = await openModal<boolean>({
    title: labels.title,
    render: (close) => (
      <>
        <Text mb="lg">{labels.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close(false)}>
            {labels.cancel}
          </Button>
          <Button
            color={labels.danger ? 'red' : undefined}
            onClick={() => close(true)}
            data-autofocus
          >
            {labels.confirm}
          </Button>
        </Group>
      </>
    ),
  });
  return result === true;
}
