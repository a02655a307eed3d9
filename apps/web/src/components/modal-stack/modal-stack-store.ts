import {
  MODAL_BACKDROP_Z_INDEX_BASE,
  MODAL_Z_INDEX_BASE,
  MODAL_Z_INDEX_STEP,
} from '@docsift/core/limits';
import type { ReactNode } from 'react';

export interface ModalOptions<T> {
  title: ReactNode;
  /** Static modals ignore Escape and backdrop clicks. */
  isStatic?: boolean;
  size?: string;
  render: (close: (result?: T) => void) => ReactNode;
}

export interface ModalEntry {
  id: number;
  options: ModalOptions<unknown>;
  close: (result?: unknown) => void;
}

/** z-index of the n-th open modal (0-based) and its backdrop: 2050/2045, +10 per modal. */
export function stackLayer(index: number): { modal: number; backdrop: number } {
  return {
    modal: MODAL_Z_INDEX_BASE + index * MODAL_Z_INDEX_STEP,
    backdrop: MODAL_BACKDROP_Z_INDEX_BASE + index * MODAL_Z_INDEX_STEP,
  };
}

/** Open modals in opening order; the last one is on top. */
export function createModalStack() {
  let entries: readonly ModalEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly ModalEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };

  /** Opens a modal; the promise settles with the result it was closed with (undefined when dismissed). */
  function open<T>(options: ModalOptions<T>): Promise<T | undefined> {
    return new Promise((resolve) => {
      const id = nextId++;
      const close = (result?: unknown) => {
        if (!entries.some((entry) => entry.id === id)) return;
        publish(entries.filter((entry) => entry.id !== id));
        resolve(result as T | undefined);
      };
      publish([...entries, { id, options: options as ModalOptions<unknown>, close }]);
    });
  }

  /** Escape or backdrop: closes the top modal unless it is static. */
  function dismissTop(): void {
    const top = entries.at(-1);
    if (top && !top.options.isStatic) top.close();
  }

  return {
    open,
    dismissTop,
    getEntries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const modalStack = createModalStack();
export const openModal = modalStack.open;
