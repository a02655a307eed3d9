import { lazy, Suspense, useSyncExternalStore } from 'react';
import { modalStack } from './modal-stack-store.ts';

// Mantine's Modal (focus trap, scroll lock, transitions) loads with the first modal, not with /login.
const ModalStack = lazy(() =>
  import('./ModalStack.tsx').then((module) => ({ default: module.ModalStack })),
);

export function ModalHost() {
  const hasModals = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.getEntries().length > 0,
  );
  if (!hasModals) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  );
}
