import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import type { Product, Subscription } from '@docsift/core/payments';
import { isSubscriptionLive } from '@docsift/core/payments';
import { roleRank } from '@docsift/core/roles';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSignedInMe, meQueryKey } from '../auth/me-query.ts';
import { billingKeys, openPortal, useProducts, useSubscription } from './billing-api.ts';
import { PlanFeatureList } from './PlanFeatureList.tsx';
import { UpgradeButton } from './UpgradeButton.tsx';
import { priceText } from './price-text.ts';
import { productTitle } from './product-title.ts';

/**
 * When the role and credits are read again after a purchase: the spec's 3 s (section 4), then
 * twice more, since Stripe's webhooks may come later than that on a busy server. Live events
 * bring them too, but not to a page whose stream was not yet open when they came.
 */
const PURCHASE_REFRESH_MS = [3_000, 10_000, 30_000];

/** /payment/subscription: the plans, the current one and its subscription, and credit bundles. */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const me = useSignedInMe();
  const products = useProducts();
  const subscription = useSubscription();
  usePurchaseReturn();
  const plans = products.data?.products.filter((product) => product.metadata.role) ?? [];
  const bundles = products.data?.products.filter((product) => !product.metadata.role) ?? [];
  const canBuy = products.data?.purchasable === true;
  const live = subscription.data?.subscription;
  const isSubscribed = live != null && isSubscriptionLive(live.status);
  const subscribedRole = isSubscribed
    ? plans.find((plan) => plan.id === live.productId)?.metadata.role
    : undefined;
  /** A subscriber moves up in place; down goes through the portal, which explains the refund. */
  const canUpgradeTo = (plan: Product) =>
    canBuy &&
    subscribedRole != null &&
    plan.metadata.role != null &&
    roleRank(plan.metadata.role) > roleRank(subscribedRole);
  return (
    <>
      <PageTitle>{t('payment.subscription')}</PageTitle>
      <Stack>
        <ErrorCard error={products.error ?? subscription.error} />
        <Paper withBorder p="lg">
          <Group justify="space-between">
            <Stack gap={4}>
              <Badge size="lg" variant="light" data-testid="current-plan">
                {t('payment.current_plan', { plan: t(`payment.plans.${me.role}`) })}
              </Badge>
              <Text size="sm" data-testid="credit-balance">
                {t('payment.plan_page.balance', {
                  total: me.credits.total.toLocaleString(i18n.language),
                  count: me.credits.count.toLocaleString(i18n.language),
                  extra: me.credits.extra.toLocaleString(i18n.language),
                })}
              </Text>
            </Stack>
            {live && <SubscriptionStatus subscription={live} />}
          </Group>
          {canBuy && live && <ManageButton />}
        </Paper>
        {products.isSuccess && !canBuy && (
          <Alert color="gray" data-testid="self-hosted-billing">
            {t('payment.plan_page.self_hosted')}
          </Alert>
        )}
        <Title order={2} size="h4">
          {t('payment.plan_page.plans')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {plans.map((plan) => (
            <ProductCard
              key={plan.id}
              product={plan}
              isCurrent={plan.metadata.role === me.role}
              canBuy={canBuy && !isSubscribed && !plan.metadata.free}
              canUpgrade={canUpgradeTo(plan)}
            />
          ))}
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('payment.plan_page.bundles')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {bundles.map((bundle) => (
            <ProductCard key={bundle.id} product={bundle} isCurrent={false} canBuy={canBuy} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('payment.plan_page.net')}
        </Text>
      </Stack>
    </>
  );
}

/** Back from checkout with success=true: thank the user, then read the new role and credits. */
function usePurchaseReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isSuccess = params.get('success') === 'true';
  // Set once per return, so that clearing the query from the address keeps the re-reads going.
  const [returnedAt, setReturnedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!isSuccess) return;
    void showFlash({ message: t('payment_purchase_success') });
    setParams({}, { replace: true });
    setReturnedAt(Date.now());
  }, [isSuccess, setParams, t]);
  useEffect(() => {
    if (returnedAt == null) return;
    const timers = PURCHASE_REFRESH_MS.map((ms) =>
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      }, ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [returnedAt, queryClient]);
}

function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const isCanceled = subscription.cancelAt != null;
  return (
    <Stack gap={4} align="flex-end">
      <Badge
        color={isCanceled ? 'red' : subscription.status === 'active' ? 'green' : 'yellow'}
        data-testid="subscription-status"
      >
        {isCanceled ? t('payment.plan_page.canceled') : t(`payment.status.${subscription.status}`)}
      </Badge>
      <Text size="sm" c="dimmed">
        {isCanceled
          ? t('payment.plan_page.ends', { date: date.format(subscription.cancelAt!) })
          : t('payment.plan_page.period', {
              start: date.format(subscription.currentPeriodStart),
              end: date.format(subscription.currentPeriodEnd),
            })}
      </Text>
    </Stack>
  );
}

function ManageButton() {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [isOpening, setOpening] = useState(false);
  const manage = async () => {
    setOpening(true);
    try {
      window.location.assign((await openPortal()).url);
    } catch (cause) {
      setError(cause);
      setOpening(false);
    }
  };
  return (
    <Stack mt="md" gap="xs" align="flex-start">
      <ErrorCard error={error} />
      <Button variant="default" onClick={() => void manage()} loading={isOpening}>
        {t('payment.plan_page.manage')}
      </Button>
    </Stack>
  );
}

function ProductCard({
  product,
  isCurrent,
  canBuy,
  canUpgrade = false,
}: {
  product: Product;
  isCurrent: boolean;
  canBuy: boolean;
  canUpgrade?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const price = product.prices[0];
  const credits = product.metadata.credits.toLocaleString(i18n.language);
  return (
    <Paper withBorder p="lg" data-testid={`product-${product.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{productTitle(product, t, i18n.language)}</Text>
          {isCurrent && <Badge variant="light">{t('payment.plan_page.current')}</Badge>}
        </Group>
        {price && (
          <Text size="xl" fw={700}>
            {priceText(price, i18n.language)}
            {price.interval === 'month' && (
              <Text span size="sm" c="dimmed">
                {' '}
                {t('payment.plan_page.per_month')}
              </Text>
            )}
          </Text>
        )}
        <Text size="sm">
          {product.metadata.role
            ? t('payment.plan_page.credits_monthly', { credits })
            : t('payment.plan_page.credits_once', { credits })}
        </Text>
        {product.metadata.role && <PlanFeatureList role={product.metadata.role} />}
        {canBuy && price && (
          <Button component={Link} to={`/subscribe/${product.id}/${price.id}`}>
            {product.metadata.role ? t('payment.plan_page.subscribe') : t('payment.plan_page.buy')}
          </Button>
        )}
        {canUpgrade && <UpgradeButton plan={product} />}
      </Stack>
    </Paper>
  );
}
