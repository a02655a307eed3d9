import { AppShell, Badge, Group, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LegalLinks } from '../../components/LegalLinks.tsx';
import { useUnreadCount } from '../notifications/use-unread-count.ts';
import { ColorSchemeControl } from '../preferences/ColorSchemeControl.tsx';
import type { NavItem } from './nav-items.ts';
import { bottomNav, mainNav } from './nav-items.ts';
import { badgeText } from './badge-text.ts';

function NavEntry({ item, unread }: { item: NavItem; unread: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const badge =
    item.hasUnreadBadge && unread > 0 ? (
      <Badge size="sm" circle={unread < 10} aria-label={t('nav.unread_badge', { count: unread })}>
        {badgeText(unread)}
      </Badge>
    ) : undefined;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={<item.Icon />}
      rightSection={badge}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

export function SideNav() {
  const unread = useUnreadCount();
  return (
    <>
      <AppShell.Section grow>
        <Stack gap={2}>
          {mainNav.map((item) => (
            <NavEntry key={item.to} item={item} unread={unread} />
          ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Stack gap={2} mb="md">
          {bottomNav.map((item) => (
            <NavEntry key={item.to} item={item} unread={unread} />
          ))}
        </Stack>
        {/* On small screens the header has no room for it. */}
        <Group hiddenFrom="sm" justify="center" mb="md">
          <ColorSchemeControl />
        </Group>
        <LegalLinks />
      </AppShell.Section>
    </>
  );
}
