import '@mantine/core/styles/Badge.css';
import { Badge, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSignedInMe } from '../auth/me-query.ts';

const sections = ['subscription', 'history'] as const;

/** Placeholder for the subscription and history pages until their billing API lands. */
export function PaymentPage() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const { pathname } = useLocation();
  const section = sections.find((name) => pathname.endsWith(`/${name}`)) ?? 'subscription';
  return (
    <>
      <PageTitle>{t(`payment.${section}`)}</PageTitle>
      <Paper withBorder p="lg">
        {section === 'subscription' && (
          <Badge size="lg" variant="light" mb="md" data-testid="current-plan">
            {t('payment.current_plan', { plan: t(`payment.plans.${me.role}`) })}
          </Badge>
        )}
        <Text c="dimmed">{t('payment.placeholder')}</Text>
      </Paper>
    </>
  );
}
