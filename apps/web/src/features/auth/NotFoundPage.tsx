import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../errors/NotFoundView.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** An unknown address while signed out: the signed-out frame. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('not_found.title')}>
      <NotFoundView />
    </AuthLayout>
  );
}
