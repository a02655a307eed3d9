/**
 * Where a password reset sends its user once signed in: the account page, which then offers to
 * revoke the API keys a new password leaves working, as it does after a change made there
 * (issue 27 item 11). The reset page is signed out and cannot ask about keys itself.
 */
const PARAM = 'password';
const VALUE = 'reset';

export const afterPasswordResetPath = `/account?${PARAM}=${VALUE}`;

export function isAfterPasswordReset(params: URLSearchParams): boolean {
  return params.get(PARAM) === VALUE;
}
