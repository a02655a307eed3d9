import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import { reparseDoctype } from '../doctypes/doctypes-api.ts';

/** After the fields changed, existing uploads can be reprocessed (spec: doctype/reparse). */
export function ReparseOffer({ doctypeId }: { doctypeId: string }) {
  const { t } = useTranslation();
  const reparse = useMutation({
    mutationFn: () => reparseDoctype(doctypeId),
    onSuccess: () => void showFlash({ message: t('doctypes.uploads.action_started') }),
    onError: (error) =>
      void showFlash({
        type: 'danger',
        message: errorText(t, error),
      }),
  });
  if (reparse.isSuccess) return null;
  return (
    <Alert color="blue" variant="light" data-testid="reparse-offer">
      <Group justify="space-between">
        <Text size="sm">{t('doctypes.fields.reparse_offer')}</Text>
        <Button size="xs" onClick={() => reparse.mutate()} loading={reparse.isPending}>
          {t('doctypes.fields.reparse')}
        </Button>
      </Group>
    </Alert>
  );
}
