import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { flashNoticeFor } from './flash-param.ts';

/** Shows the notice named by the flash query parameter once per page visit. */
export function useFlashParam(): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flash = params.get('flash');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const notice = flashNoticeFor(flash, t);
    if (notice) void showFlash({ ...notice, id: `flash-${flash}` });
  }, [flash, t]);
}
