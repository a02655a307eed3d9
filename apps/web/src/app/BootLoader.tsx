import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/PageLoader.tsx';

export function BootLoader() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}
