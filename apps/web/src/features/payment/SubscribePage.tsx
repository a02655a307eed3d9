import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { errorCodeOf } from '../../lib/http/api-error.ts';
import { startCheckout } from './billing-api.ts';
import { errorText } from '../../lib/http/error-text.ts';

/** How long a checkout failure shows before the subscription page (spec section 8). */
const CHECKOUT_NOTICE_MS = 5000;

/** /subscribe/{productId}/{priceId}: starts a checkout, waits for its address or an error, then goes on. */
export function SubscribePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { productId = '', priceId = '' } = useParams();
  useEffect(() => {
    // The effect runs twice in development: only the last run may navigate.
    let isCurrent = true;
    startCheckout(productId, priceId).then(
      ({ url }) => {
        if (isCurrent) window.location.assign(url);
      },
      async (error: unknown) => {
        if (!isCurrent) return;
        const code = errorCodeOf(error);
        await showFlash({
          type: code === 'payment/already-subscribed' ? 'info' : 'danger',
          message: errorText(t, error),
          timeout: CHECKOUT_NOTICE_MS,
        });
        void navigate('/payment/subscription', { replace: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [navigate, priceId, productId, t]);
  return (
    <Center py="xl">
      <Stack align="center">
        <Loader aria-label={t('common.loading')} />
        <Text>{t('payment.plan_page.checkout_starting')}</Text>
      </Stack>
    </Center>
  );
}
