import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../lib/navigation/safe-redirect.ts';
import { useMe } from './me-query.ts';

/** Sign-in and register make no sense with a session: go on to r or the dashboard. */
export function GuestOnly() {
  const me = useMe();
  const [params] = useSearchParams();
  if (me) return <Navigate to={safeRedirectPath(params.get('r'))} replace />;
  return <Outlet />;
}
