import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      <Stack maw={560} gap="lg">
        <Section title={t('account.profile')} testId="account-profile">
          <ProfileForm />
        </Section>
        <Section
          title={t(me.hasPassword ? 'account.password_change_title' : 'account.password_set_title')}
          testId="account-password"
        >
          <PasswordForm />
        </Section>
        <Section title={t('api_keys.title')} testId="account-api-keys">
          <ApiKeysSection />
        </Section>
        <Section title={t('account.delete_title')} testId="account-delete">
          <DeleteAccountForm />
        </Section>
      </Stack>
    </>
  );
}
