import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../auth/AuthLayout.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('not_found.title')}>
      <Title order={1} size="h2" mb="sm">
        {t('not_found.title')}
      </Title>
      <Text mb="md">{t('not_found.text')}</Text>
      <Anchor component={Link} to="/">
        {t('not_found.home')}
      </Anchor>
    </AuthLayout>
  );
}
