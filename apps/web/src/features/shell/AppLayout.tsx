import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import { AppShell, Burger, Group, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AppLogo } from '../../components/AppLogo.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { NotificationDrawer } from '../notifications/NotificationDrawer.tsx';
import { ColorSchemeControl } from '../preferences/ColorSchemeControl.tsx';
import { CreditMeter } from './CreditMeter.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SideNav } from './SideNav.tsx';
import { MAIN_ID, mainClass, SkipLink } from './SkipLink.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in shell: header with credits, bell and user menu; side navigation; the page; the notification drawer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // On small screens the navigation is an overlay, open only on the page where it was opened:
  // following a link closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const isNavOpen = navOpenOn === pathname;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={() => setNavOpenOn(isNavOpen ? null : pathname)}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
            />
            {/* An UnstyledButton for the app's focus ring: a bare link drew the browser's own. */}
            <UnstyledButton component={Link} to="/dashboard" aria-label={t('nav.dashboard')}>
              <AppLogo isCompactOnMobile />
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CreditMeter />
            <NotificationBell />
            <Group visibleFrom="sm">
              <ColorSchemeControl />
            </Group>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
        <SideNav />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={mainClass}>
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <NotificationDrawer />
    </AppShell>
  );
}
