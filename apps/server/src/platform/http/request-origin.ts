/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that names an
 * Origin must come from PUBLIC_URL or from the scheme and host it was sent to (an http page of
 * the same host must not act on the https app).
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `requestOrigin` is what the request was sent to: `${protocol}://${host}`. */
export function isForeignOrigin(
  method: string,
  origin: string | undefined,
  requestOrigin: string,
  publicUrl: string,
): boolean {
  if (safeMethods.has(method) || origin == null) return false;
  if (origin === publicUrl) return false;
  if (!URL.canParse(origin) || !URL.canParse(requestOrigin)) return true;
  return new URL(origin).origin !== new URL(requestOrigin).origin;
}
