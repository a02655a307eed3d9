import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { reparseDoctype } from '../doctypes/doctypes-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

/** After the fields changed, existing uploads can be reprocessed (spec: doctype/reparse). */
export function ReparseOffer({ doctypeId }: { doctypeId: string }) {
  const { t } = useTranslation();
  const reparse = useNotifiedMutation({
    mutationFn: () => reparseDoctype(doctypeId),
    onSuccess: () => void showFlash({ message: t('doctypes.uploads.action_started') }),
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
