import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { loginPathFor } from '../../lib/navigation/safe-redirect.ts';
import { UNKNOWN_PATH_ROUTE_ID } from '../../lib/navigation/unknown-path.ts';
import { useMe } from './me-query.ts';

const NotFoundPage = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Auth routes: an unauthenticated visit goes to /login?r=<the full path it wanted>. An unknown
 * path is not found for everyone: signed in inside the shell, signed out in the signed-out frame.
 */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  const isUnknownPath = useMatches().some((match) => match.id === UNKNOWN_PATH_ROUTE_ID);
  if (me) return <Outlet />;
  if (isUnknownPath)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}
