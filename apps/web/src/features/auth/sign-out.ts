import { logout } from './auth-api.ts';

/**
 * Ends the session and loads /login afresh: a full navigation drops every cached query
 * and open stream, so nothing of the previous user survives. `returnTo`: the page the next
 * sign-in (or registration) goes back to.
 */
export async function signOut(returnTo?: string): Promise<void> {
  try {
    await logout();
  } finally {
    window.location.assign(returnTo ? `/login?r=${encodeURIComponent(returnTo)}` : '/login');
  }
}
