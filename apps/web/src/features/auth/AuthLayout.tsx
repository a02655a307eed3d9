import { Box, Container, Group, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppLogo } from '../../components/AppLogo.tsx';
import { LegalLinks } from '../../components/LegalLinks.tsx';
import { appTitle } from '../../components/app-title.ts';
import { useIsHydrated } from '../../components/use-is-hydrated.ts';
import { ColorSchemeControl } from '../preferences/ColorSchemeControl.tsx';
import { LanguageSwitcher } from '../preferences/LanguageSwitcher.tsx';

/**
 * Server-rendered forms stay disabled until the app runs: a native submit would put the password
 * in the URL, and the form would clear what was typed when it takes over. A component of its
 * own, so that the end of hydration re-renders the fieldset, not the whole page.
 */
function HydrationGate({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} className="auth-form-gate">
      {children}
    </fieldset>
  );
}

/** The frame of the signed-out pages: brand and preferences on top, a card, legal links below. */
export function AuthLayout({
  title,
  children,
  width = 420,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  useDocumentTitle(appTitle(title));
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" wrap="nowrap" p="md">
        <AppLogo isCompactOnMobile />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <ColorSchemeControl />
        </Group>
      </Group>
      <Container component="main" size={width} w="100%" py="xl" style={{ flex: 1 }}>
        <Paper withBorder shadow="sm" p="xl">
          <HydrationGate>{children}</HydrationGate>
        </Paper>
      </Container>
      <Box component="footer" p="md">
        <LegalLinks />
      </Box>
    </Box>
  );
}
