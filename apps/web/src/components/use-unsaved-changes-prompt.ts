import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirmAction } from './dialogs/confirm-action.tsx';

/**
 * Asks routing_unsaved_data before leaving a page with unsaved edits in the app; a reload or a
 * closed tab gets the browser's own leave-page question, the only one it allows there.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useWindowEvent('beforeunload', (event) => {
    if (isDirty) event.preventDefault();
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('common.confirm'),
      message: t('routing_unsaved_data'),
      confirm: t('common.yes'),
      cancel: t('common.no'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);
}
