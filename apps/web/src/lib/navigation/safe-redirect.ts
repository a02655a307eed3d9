export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/**
 * The `r` target after sign-in: a same-origin path only ("/x", not "//host" or "/\host"),
 * anything else falls back to the dashboard so a crafted link cannot send users elsewhere.
 */
export function safeRedirectPath(r: string | null | undefined): string {
  if (!r || !r.startsWith('/') || r.startsWith('//') || r.startsWith('/\\'))
    return DEFAULT_SIGNED_IN_PATH;
  if ([...r].some((char) => char.charCodeAt(0) < 0x20)) return DEFAULT_SIGNED_IN_PATH;
  const url = new URL(r, 'http://same.origin');
  if (url.origin !== 'http://same.origin') return DEFAULT_SIGNED_IN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?r=<full path incl. query> for an unauthenticated visit to an auth route. */
export function loginPathFor(pathWithQuery: string): string {
  return `/login?r=${encodeURIComponent(pathWithQuery)}`;
}
