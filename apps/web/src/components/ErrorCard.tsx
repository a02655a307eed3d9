import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '../lib/http/api-error.ts';
import { AlertIcon } from './icons.tsx';
import { errorText } from '../lib/http/error-text.ts';

/** Codes whose message comes with a way out to the plans page. */
const upgradeCodes = new Set(['doctype/max-doctypes', 'credits/depleted']);

interface ErrorCardProps {
  /** Nothing shows while null or undefined; anything but an ApiError reads as `unknown`. */
  error: unknown;
  /** A dialog passes one that closes it first; pages navigate directly. */
  onNavigate?: (to: string) => void;
}

/**
 * The one way to show a failure where it happened (a form, a dialog, a page section): a danger
 * card with the catalogue message, announced to screen readers. Actions without a place of
 * their own (menu entries) report through a danger flash instead.
 */
export function ErrorCard({ error, onNavigate }: ErrorCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (error == null) return null;
  const code = errorCodeOf(error);
  const go = onNavigate ?? ((to: string) => void navigate(to));
  return (
    <Alert color="red" variant="light" role="alert" icon={<AlertIcon />} data-testid="error-card">
      <Stack gap={4}>
        <Text size="sm">{errorText(t, error)}</Text>
        {upgradeCodes.has(code) && (
          <Anchor
            href="/payment/subscription"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              go('/payment/subscription');
            }}
          >
            {t('doctypes.dashboard.upgrade')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
