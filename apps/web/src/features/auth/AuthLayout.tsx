import { Box, Container, Group, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppLogo } from '../../components/AppLogo.tsx';
import { LegalLinks } from '../../components/LegalLinks.tsx';
import { appTitle } from '../../components/app-title.ts';
import { useIsHydrated } from '../../components/use-is-hydrated.ts';
import { ColorSchemeControl } from '../preferences/ColorSchemeControl.tsx';
import { LanguageSwitcher } from '../preferences/LanguageSwitcher.tsx';

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
  // Server-rendered forms stay disabled until the app runs: a native submit would put the
  // password in the URL, and the form would clear what was typed when it takes over.
  const isHydrated = useIsHydrated();
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
          <fieldset disabled={!isHydrated} className="auth-form-gate">
            {children}
          </fieldset>
        </Paper>
      </Container>
      <Box component="footer" p="md">
        <LegalLinks />
      </Box>
    </Box>
  );
}
