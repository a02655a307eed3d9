import type { ComponentType } from 'react';
import {
  BellIcon,
  ChartIcon,
  CreditCardIcon,
  DashboardIcon,
  LogoutIcon,
  ReceiptIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons.tsx';

export interface NavItem {
  to: string;
  /** Translation key of the label. */
  label: string;
  order: number;
  Icon: ComponentType;
  /** Shows the unread-notification badge. */
  hasUnreadBadge?: boolean;
}

const byOrder = (items: NavItem[]) => [...items].sort((a, b) => a.order - b.order);

/** Side navigation in the spec's order: dashboard 100, notifications 200. */
export const mainNav = byOrder([
  { to: '/dashboard', label: 'nav.dashboard', order: 100, Icon: DashboardIcon },
  {
    to: '/notifications',
    label: 'nav.notifications',
    order: 200,
    Icon: BellIcon,
    hasUnreadBadge: true,
  },
]);

/** Bottom navigation: payment 800, usage 850, history 860. */
export const bottomNav = byOrder([
  { to: '/payment/subscription', label: 'nav.payment', order: 800, Icon: CreditCardIcon },
  { to: '/payment/usage', label: 'nav.usage', order: 850, Icon: ChartIcon },
  { to: '/payment/history', label: 'nav.history', order: 860, Icon: ReceiptIcon },
]);

/** User menu: settings 100, account 200, then subscription; sign out is added by the menu. */
export const userMenu = byOrder([
  { to: '/settings', label: 'nav.settings', order: 100, Icon: SettingsIcon },
  { to: '/account', label: 'nav.account', order: 200, Icon: UserIcon },
  { to: '/payment/subscription', label: 'nav.subscription', order: 300, Icon: CreditCardIcon },
]);

export const SignOutIcon = LogoutIcon;
