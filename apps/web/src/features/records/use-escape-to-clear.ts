import { useEffect, useEffectEvent } from 'react';

/**
 * Escape calls `clear` while `isActive`, unless it belongs to something else: a field being
 * typed in, or a dialog or menu, which closes on it.
 */
export function useEscapeToClear(isActive: boolean, clear: () => void): void {
  const onClear = useEffectEvent(clear);
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as HTMLElement;
      const isTyping =
        target.isContentEditable ||
        target.tagName === 'TEXTAREA' ||
        (target.tagName === 'INPUT' && target.getAttribute('type') !== 'checkbox');
      if (isTyping || target.closest('[role="dialog"], [role="menu"]')) return;
      onClear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive]);
}
