/** Spec section 9: a notification carries the "new" mark for 30 minutes after it was written. */
export const NEW_MARK_MS = 30 * 60_000;

export function isNewNotification(created: number, now: number): boolean {
  return now - created < NEW_MARK_MS;
}
