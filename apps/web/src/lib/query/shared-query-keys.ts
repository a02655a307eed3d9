/**
 * Query keys that features besides their owner invalidate: deleting a doctype, an upload or a
 * draft deletes its notifications too. Kept here so that those features need not import the
 * notifications feature, which itself acts on doctypes (a notification offers a reparse).
 */

/** The latest 100 notifications of the user; the event stream marks it stale on a new one. */
export const notificationsQueryKey = ['notifications'] as const;

/** The doctypes the user's teams hold (the dashboard); joining or leaving a team changes it. */
export const doctypesQueryKey = ['doctypes'] as const;
