import { Button, Center, MantineProvider, Stack, Text } from '@mantine/core';
import { i18n } from '../lib/i18n/i18n.ts';
import { colorSchemeManager, theme } from './theme.ts';

/** Shown when the auth state cannot be determined (server unreachable). */
export function BootFailed() {
  const text = (key: string, fallback: string) => (i18n.isInitialized ? i18n.t(key) : fallback);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Center component="main" mih="100vh">
        <Stack align="center">
          <Text>{text('common.load_failed', 'Docsift could not be loaded.')}</Text>
          <Button onClick={() => window.location.reload()}>
            {text('common.retry', 'Try again')}
          </Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
