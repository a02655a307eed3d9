import { lazy, Suspense, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { loginPathFor } from '../../lib/navigation/safe-redirect.ts';
import { UNKNOWN_PATH_ROUTE_ID } from '../../lib/navigation/unknown-path.ts';
import { SESSION_ENDED_FLASH } from './flash-param.ts';
import { useMe } from './me-query.ts';

const NotFoundPage = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Auth routes: an unauthenticated visit goes to /login?r=<the full path it wanted>. An unknown
 * path is not found for everyone: signed in inside the shell, signed out in the signed-out frame.
 * A session that ends while the app shows it (signed out elsewhere, a password reset) says so on
 * /login instead of a silent jump there; signing out here loads /login afresh and says nothing.
 */
export function RequireAuth() {
  const me = useMe();
  const wasSignedIn = useRef(false);
  if (me) wasSignedIn.current = true;
  const location = useLocation();
  const isUnknownPath = useMatches().some((match) => match.id === UNKNOWN_PATH_ROUTE_ID);
  if (me) return <Outlet />;
  if (isUnknownPath)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  const login = loginPathFor(`${location.pathname}${location.search}`);
  return (
    <Navigate to={wasSignedIn.current ? `${login}&flash=${SESSION_ENDED_FLASH}` : login} replace />
  );
}
