import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/navigation/safe-redirect.ts';
import { useMe } from './me-query.ts';

/** Auth routes: an unauthenticated visit goes to /login?r=<the full path it wanted>. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (!me) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
