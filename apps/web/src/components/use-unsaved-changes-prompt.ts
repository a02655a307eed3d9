import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirmAction } from './modal-stack/confirm.tsx';

/** Asks routing_unsaved_data before leaving a page with unsaved edits (in-app navigation). */
export function useUnsavedChangesPrompt(isDirty: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

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
