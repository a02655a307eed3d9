import { Modal } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { modalStack, stackLayer } from './modal-stack-store.ts';

/** Renders every open modal, each above the previous; only the top one reacts to Escape/backdrop. */
export function ModalStack() {
  const entries = useSyncExternalStore(modalStack.subscribe, modalStack.getEntries);
  return entries.map((entry, index) => {
    const isTop = index === entries.length - 1;
    const layer = stackLayer(index);
    const dismissible = isTop && !entry.options.isStatic;
    return (
      <Modal
        key={entry.id}
        opened
        onClose={modalStack.dismissTop}
        title={entry.options.title}
        size={entry.options.size}
        zIndex={layer.modal}
        overlayProps={{ zIndex: layer.backdrop }}
        closeOnEscape={dismissible}
        closeOnClickOutside={dismissible}
        withCloseButton={!entry.options.isStatic}
        trapFocus={isTop}
      >
        {entry.options.render(entry.close)}
      </Modal>
    );
  });
}
