import type { RouteObject } from 'react-router';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { GuestOnly } from '../features/auth/GuestOnly.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { BootLoader } from './BootLoader.tsx';
import { lazyPage } from './lazy-page.ts';
import { signedInBranch } from './signed-in-routes.tsx';

const legal = () => import('../features/legal/LegalPage.tsx');

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
      signedInBranch,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
