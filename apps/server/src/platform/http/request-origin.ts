/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that names an
 * Origin must come from PUBLIC_URL or from the host it was sent to.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isForeignOrigin(
  method: string,
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (safeMethods.has(method) || origin == null) return false;
  if (origin === publicUrl) return false;
  if (!URL.canParse(origin)) return true;
  return new URL(origin).host !== host;
}
