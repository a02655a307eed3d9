import { Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInMe } from '../auth/me-query.ts';
import { creditMeterState } from './credit-meter-state.ts';

/** Remaining credits against the plan's monthly allowance; links to the usage page. */
export function CreditMeter() {
  const { t, i18n } = useTranslation();
  const me = useSignedInMe();
  const state = creditMeterState(me.credits, me.role);
  const amount = state.total.toLocaleString(i18n.language);
  return (
    <UnstyledButton
      component={Link}
      to="/payment/usage"
      data-testid="credit-meter"
      aria-label={t('shell.credits_meter', {
        amount,
        plan: state.plan.toLocaleString(i18n.language),
      })}
    >
      <Stack gap={4} w={{ base: 90, sm: 120 }}>
        <Text fz="xs" fw={600} c={state.isTextLow ? 'red.8' : undefined} aria-hidden="true">
          {t('shell.credits', { amount })}
        </Text>
        <Progress value={state.percent} color={state.barColor} size="sm" aria-hidden="true" />
      </Stack>
    </UnstyledButton>
  );
}
