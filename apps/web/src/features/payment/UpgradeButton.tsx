import type { Product } from '@docsift/core/payments';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { billingKeys, upgradePlan } from './billing-api.ts';
import { priceText } from './price-text.ts';
import { productTitle } from './product-title.ts';

/** Moves a subscriber to `plan` in place, after saying what it costs (issue 25). */
export function UpgradeButton({ plan }: { plan: Product }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [isUpgrading, setUpgrading] = useState(false);
  const price = plan.prices[0];
  if (!price) return null;
  const title = productTitle(plan, t, i18n.language);
  const upgrade = async () => {
    const isConfirmed = await confirmAction({
      title: t('payment.plan_page.upgrade_title', { plan: title }),
      message: t('payment.plan_page.upgrade_message', {
        plan: title,
        price: priceText(price, i18n.language),
        credits: plan.metadata.credits.toLocaleString(i18n.language),
      }),
      confirm: t('payment.plan_page.upgrade'),
      cancel: t('common.cancel'),
    });
    if (!isConfirmed) return;
    setUpgrading(true);
    setError(null);
    try {
      await upgradePlan(plan.id, price.id);
      void showFlash({ message: t('payment.plan_page.upgrade_done', { plan: title }) });
      // The role and credits follow with Stripe's events, whose `account` live event reloads them.
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    } catch (cause) {
      setError(cause);
    } finally {
      setUpgrading(false);
    }
  };
  return (
    <Stack gap="xs">
      <ErrorCard error={error} />
      <Button onClick={() => void upgrade()} loading={isUpgrading}>
        {t('payment.plan_page.upgrade')}
      </Button>
    </Stack>
  );
}
