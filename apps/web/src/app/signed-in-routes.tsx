import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { UNKNOWN_PATH_ROUTE_ID } from '../lib/navigation/unknown-path.ts';
import { lazyPage } from './lazy-page.ts';

/** /payment goes on to the subscription page, keeping the query (success=true after checkout). */
function PaymentIndex() {
  return <Navigate to={{ pathname: 'subscription', search: useLocation().search }} replace />;
}

const pages = () => import('./signed-in-pages.ts');
const page = (name: Exclude<keyof Awaited<ReturnType<typeof pages>>, 'prefetchRecordsTab'>) =>
  lazyPage(pages, name);

/** The doctype page, told how its Records tab starts loading the records on a click. */
async function doctypePage(): Promise<{ Component: ComponentType }> {
  const { DoctypePage, prefetchRecordsTab } = await pages();
  return { Component: () => <DoctypePage prefetchRecordsTab={prefetchRecordsTab} /> };
}

const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: page('DashboardPage'),
  },
  {
    path: '/notifications',
    children: [
      { index: true, element: <Navigate to="unread" replace /> },
      ...['all', 'unread'].map((path) => ({
        path,
        lazy: page('NotificationsPage'),
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
        lazy: page('FieldsPage'),
      },
      { path: 'records', element: <Navigate to="all" replace /> },
      {
        path: 'records/:upload',
        lazy: page('RecordsPage'),
      },
      // The review queue, one record at a time (issue 28); not a tab: the records table opens it.
      ...['review', 'review/:record'].map((path) => ({
        path,
        lazy: page('ReviewPage'),
      })),
      {
        path: 'accuracy',
        lazy: page('AccuracyPage'),
      },
      {
        path: 'integration',
        lazy: page('IntegrationPage'),
      },
    ],
  },
  {
    path: '/account',
    lazy: page('AccountPage'),
  },
  {
    path: '/settings',
    lazy: page('SettingsPage'),
  },
  {
    path: '/payment',
    children: [
      // Checkout comes back to /payment?success=true: the query goes on with the redirect.
      { index: true, element: <PaymentIndex /> },
      {
        path: 'subscription',
        lazy: page('SubscriptionPage'),
      },
      {
        path: 'usage',
        lazy: page('UsagePage'),
      },
      {
        path: 'history',
        lazy: page('HistoryPage'),
      },
    ],
  },
  {
    // The link of an invitation mail: signed out, it goes by sign-in or registration first.
    path: '/invitations/:token',
    lazy: page('InvitationPage'),
  },
  {
    path: '/subscribe/:productId/:priceId',
    lazy: page('SubscribePage'),
  },
  {
    // Any address no other route knows; signed out, the auth guard shows it in the signed-out frame.
    id: UNKNOWN_PATH_ROUTE_ID,
    path: '*',
    lazy: lazyPage(() => import('../features/errors/NotFoundView.tsx'), 'NotFoundView'),
  },
];

/** The signed-in app: the session guard, live events and modals around the app's frame. */
export const signedInBranch: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      lazy: page('LiveEvents'),
      children: [
        {
          lazy: page('ModalsLayout'),
          children: [{ lazy: page('AppLayout'), children: signedInRoutes }],
        },
      ],
    },
  ],
};
