import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { focusReturner } from './focus-return.ts';

export interface DialogOptions<T> {
  title: ReactNode;
  /** Static dialogs ignore Escape and backdrop clicks and have no close button. */
  isStatic?: boolean;
  size?: string;
  render: (close: (result?: T) => void, dialog: DialogControls) => ReactNode;
}

export interface DialogControls {
  /**
   * While held, Escape does not close the dialog: a view shown inside it (a picker in place of
   * a stacked modal) closes itself on Escape instead, as the top modal would.
   */
  holdEscape: (isHeld: boolean) => void;
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
    const returnFocus = focusReturner();
    modals.open({
      modalId,
      title,
      size,
      closeOnEscape: !isStatic,
      closeOnClickOutside: !isStatic,
      withCloseButton: !isStatic,
      onClose: () => resolve(result),
      onExitTransitionEnd: returnFocus,
      children: render(
        (value) => {
          result = value;
          modals.close(modalId);
        },
        {
          holdEscape: (isHeld) =>
            modals.updateModal({ modalId, closeOnEscape: !isStatic && !isHeld }),
        },
      ),
    });
  });
}
