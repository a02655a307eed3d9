import { useSyncExternalStore } from 'react';

/** Closed; open because the user opened it; or peeking: shown for a while for a new notification. */
export type DrawerMode = 'closed' | 'open' | 'peek';

/**
 * The shell's notification drawer. A new notification makes a closed drawer peek for its time;
 * while the pointer or focus is inside, the peek waits, and leaving starts the time again.
 */
export function createNotificationDrawer() {
  let mode: DrawerMode = 'closed';
  let peekMs = 0;
  let isHeld = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: DrawerMode) => {
    stopTimer();
    isHeld = false;
    if (next === mode) return;
    mode = next;
    listeners.forEach((listener) => listener());
  };
  const startTimer = () => {
    stopTimer();
    timer = setTimeout(() => set('closed'), peekMs);
  };

  return {
    mode: () => mode,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The bell: a peek becomes open, so the user can read on. */
    toggle: () => set(mode === 'open' ? 'closed' : 'open'),
    close: () => set('closed'),
    peek(ms: number) {
      if (mode === 'open') return;
      if (mode === 'closed') set('peek');
      peekMs = ms;
      if (!isHeld) startTimer();
    },
    hold() {
      if (mode !== 'peek') return;
      isHeld = true;
      stopTimer();
    },
    release() {
      if (mode !== 'peek' || !isHeld) return;
      isHeld = false;
      startTimer();
    },
  };
}

export const notificationDrawer = createNotificationDrawer();

export function useDrawerMode(): DrawerMode {
  return useSyncExternalStore(notificationDrawer.subscribe, notificationDrawer.mode);
}
