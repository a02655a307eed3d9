import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface DialogOptions<T> {
  title: ReactNode;
  /** Static dialogs ignore Escape and backdrop clicks and have no close button. */
  isStatic?: boolean;
  size?: string;
  render: (close: (result?: T) => void) => ReactNode;
}

let lastDialogId = 0;

/**
 * Opens a dialog through @mantine/modals; the promise settles with the result it was closed with,
 * undefined when dismissed (Escape, backdrop, close button).
 */
export function openDialog<T>({ title, isStatic = false, size, render }: DialogOptions<T>) {
  const modalId = `dialog-${(lastDialogId += 1)}`;
  return new Promise<T | undefined>((resolve) => {
    let result: T | undefined;
    modals.open({
      modalId,
      title,
      size,
      closeOnEscape: !isStatic,
      closeOnClickOutside: !isStatic,
      withCloseButton: !isStatic,
      onClose: () => resolve(result),
      children: render((value) => {
        result = value;
        modals.close(modalId);
      }),
    });
  });
}
