import type { Notification } from '@docsift/core/notification';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

export type NotificationLinkLabel = 'open_upload' | 'open_doctype' | 'subscription' | 'usage';
export interface NotificationLink {
  label: NotificationLinkLabel;
  to: string;
}

/**
 * Where a notification leads (spec section 8): credit, plan-limit and payment messages (and a
 * mail refused for the plan) to the plans (and usage), upload messages such as
 * parse/record-limit to the upload, others to the doctype.
 */
export function notificationLinks(
  notification: Pick<Notification, 'message' | 'doctype' | 'upload'>,
): NotificationLink[] {
  const links: NotificationLink[] = [];
  if (
    notification.message === 'credits/depleted' ||
    notification.message === 'doctype/max-doctypes' ||
    notification.message === 'payment/failed' ||
    notification.message === 'mail/plan-required'
  ) {
    links.push({ label: 'subscription', to: '/payment/subscription' });
  }
  if (notification.message === 'credits/depleted')
    links.push({ label: 'usage', to: '/payment/usage' });
  if (notification.doctype && notification.upload) {
    links.push({
      label: 'open_upload',
      to: doctypeRecordsPath(notification.doctype, notification.upload),
    });
  } else if (notification.doctype) {
    links.push({ label: 'open_doctype', to: doctypeRecordsPath(notification.doctype) });
  }
  return links;
}

/** Whether the notification offers reprocessing the doctype's uploads. */
export function offersReparse(notification: Pick<Notification, 'message' | 'doctype'>): boolean {
  return notification.message === 'doctype/reparse' && notification.doctype != null;
}
