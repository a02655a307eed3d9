import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A route failed to load (usually a chunk after a redeploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh">
      <Stack align="center">
        <Text>{t('errors.internal')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}
