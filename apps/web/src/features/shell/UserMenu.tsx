import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInMe } from '../auth/me-query.ts';
import { signOut } from '../auth/sign-out.ts';
import { SignOutIcon, userMenu } from './nav-items.ts';

function initialsOf(name: string): string {
  return name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const name = me.displayName || me.email;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.user_menu')} data-testid="user-menu">
          <Avatar src={me.photoURL} alt="" color="indigo" radius="xl" size={34}>
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {userMenu.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.Icon />}>
            {t(item.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<SignOutIcon />} onClick={() => void signOut()}>
          {t('nav.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
