import { logout } from './auth-api.ts';

/**
 * Ends the session and loads /login afresh: a full navigation drops every cached query
 * and open stream, so nothing of the previous user survives.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    window.location.assign('/login');
  }
}
