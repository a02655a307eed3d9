import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { GuestOnly } from '../features/auth/GuestOnly.tsx';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { UNKNOWN_PATH_ROUTE_ID } from '../lib/navigation/unknown-path.ts';
import { BootLoader } from './BootLoader.tsx';
import { lazyPage } from './lazy-page.ts';

/** /payment goes on to the subscription page, keeping the query (success=true after checkout). */
function PaymentIndex() {
  return <Navigate to={{ pathname: 'subscription', search: useLocation().search }} replace />;
}

const shell = () => import('../features/shell/AppLayout.tsx');
const legal = () => import('../features/legal/LegalPage.tsx');
const notifications = () => import('../features/notifications/NotificationsPage.tsx');
const reviewPage = () => import('../features/review/ReviewPage.tsx');

/** The doctype page, told how its Records tab starts loading the records on a click. */
async function doctypePage(): Promise<{ Component: ComponentType }> {
  const [{ DoctypePage }, { prefetchRecordsTab }] = await Promise.all([
    import('../features/doctypes/DoctypePage.tsx'),
    import('../features/records/use-records-prefetch.ts'),
  ]);
  return { Component: () => <DoctypePage prefetchRecordsTab={prefetchRecordsTab} /> };
}

const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  },
  {
    path: '/notifications',
    children: [
      { index: true, element: <Navigate to="unread" replace /> },
      ...['all', 'unread'].map((path) => ({
        path,
        lazy: lazyPage(notifications, 'NotificationsPage'),
      })),
    ],
  },
  {
    path: '/doctype/:doctype',
    lazy: doctypePage,
    children: [
      { index: true, element: <Navigate to="records/all" replace /> },
      {
        path: 'fields',
        lazy: lazyPage(() => import('../features/fields/FieldsPage.tsx'), 'FieldsPage'),
      },
      { path: 'records', element: <Navigate to="all" replace /> },
      {
        path: 'records/:upload',
        lazy: lazyPage(() => import('../features/records/RecordsPage.tsx'), 'RecordsPage'),
      },
      // The review queue, one record at a time (issue 28); not a tab: the records table opens it.
      ...['review', 'review/:record'].map((path) => ({
        path,
        lazy: lazyPage(reviewPage, 'ReviewPage'),
      })),
      {
        path: 'accuracy',
        lazy: lazyPage(() => import('../features/accuracy/AccuracyPage.tsx'), 'AccuracyPage'),
      },
      {
        path: 'integration',
        lazy: lazyPage(
          () => import('../features/integration/IntegrationPage.tsx'),
          'IntegrationPage',
        ),
      },
    ],
  },
  {
    path: '/account',
    lazy: lazyPage(() => import('../features/account/AccountPage.tsx'), 'AccountPage'),
  },
  {
    path: '/settings',
    lazy: lazyPage(() => import('../features/settings/SettingsPage.tsx'), 'SettingsPage'),
  },
  {
    path: '/payment',
    children: [
      // Checkout comes back to /payment?success=true: the query goes on with the redirect.
      { index: true, element: <PaymentIndex /> },
      {
        path: 'subscription',
        lazy: lazyPage(
          () => import('../features/payment/SubscriptionPage.tsx'),
          'SubscriptionPage',
        ),
      },
      {
        path: 'usage',
        lazy: lazyPage(() => import('../features/payment/UsagePage.tsx'), 'UsagePage'),
      },
      {
        path: 'history',
        lazy: lazyPage(() => import('../features/payment/HistoryPage.tsx'), 'HistoryPage'),
      },
    ],
  },
  {
    // The link of an invitation mail: signed out, it goes by sign-in or registration first.
    path: '/invitations/:token',
    lazy: lazyPage(() => import('../features/teams/InvitationPage.tsx'), 'InvitationPage'),
  },
  {
    path: '/subscribe/:productId/:priceId',
    lazy: lazyPage(() => import('../features/payment/SubscribePage.tsx'), 'SubscribePage'),
  },
  {
    // Any address no other route knows; signed out, the auth guard shows it in the signed-out frame.
    id: UNKNOWN_PATH_ROUTE_ID,
    path: '*',
    lazy: lazyPage(() => import('../features/errors/NotFoundView.tsx'), 'NotFoundView'),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    HydrateFallback: BootLoader,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: '/login',
            lazy: lazyPage(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
          },
          {
            path: '/register',
            lazy: lazyPage(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
          },
        ],
      },
      {
        path: '/reset',
        lazy: lazyPage(() => import('../features/auth/ResetPage.tsx'), 'ResetPage'),
      },
      {
        path: '/auth/action',
        lazy: lazyPage(() => import('../features/auth/AuthActionPage.tsx'), 'AuthActionPage'),
      },
      {
        path: '/accountdeleted',
        lazy: lazyPage(
          () => import('../features/auth/AccountDeletedPage.tsx'),
          'AccountDeletedPage',
        ),
      },
      { path: '/terms', lazy: lazyPage(legal, 'TermsPage') },
      { path: '/privacy', lazy: lazyPage(legal, 'PrivacyPage') },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('../features/events/LiveEvents.tsx'), 'LiveEvents'),
            children: [
              {
                lazy: lazyPage(() => import('./ModalsLayout.tsx'), 'ModalsLayout'),
                children: [{ lazy: lazyPage(shell, 'AppLayout'), children: signedInRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
