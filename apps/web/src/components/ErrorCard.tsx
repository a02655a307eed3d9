import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http/api-error.ts';
import { AlertIcon } from './doctype-icons.tsx';

/** Codes whose message comes with a way out to the plans page. */
const upgradeCodes = new Set(['doctype/max-doctypes', 'credits/depleted']);

interface ErrorCardProps {
  error: unknown;
  /** Modals live outside the router, so the page that opened them navigates. */
  onNavigate: (to: string) => void;
}

/** An API failure as a danger card with its translated catalogue message. */
export function ErrorCard({ error, onNavigate }: ErrorCardProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : 'unknown';
  return (
    <Alert color="red" variant="light" role="alert" icon={<AlertIcon />} data-testid="error-card">
      <Stack gap={4}>
        <Text size="sm">{t(`errors.${code}`)}</Text>
        {upgradeCodes.has(code) && (
          <Anchor
            href="/payment/subscription"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              onNavigate('/payment/subscription');
            }}
          >
            {t('doctypes.dashboard.upgrade')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
