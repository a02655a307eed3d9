import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';

export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.deleted.title')}>
      <Title order={1} size="h2" mb="md">
        {t('auth.deleted.title')}
      </Title>
      <Text mb="lg">{t('auth.deleted.message')}</Text>
      <Anchor component={Link} to="/login">
        {t('auth.back_to_login')}
      </Anchor>
    </AuthLayout>
  );
}
