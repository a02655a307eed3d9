import { describe, expect, it } from 'vitest';
import {
  notificationSchema,
  toNotificationLevel,
  updateNotificationBodySchema,
} from './notification.ts';

describe('notifications', () => {
  it('maps the spec level servere to danger and keeps the others', () => {
    expect([
      toNotificationLevel('servere'),
      toNotificationLevel('danger'),
      toNotificationLevel('info'),
    ]).toEqual(['danger', 'danger', 'info']);
  });

  it('accepts a reparse notification and refuses an unknown level', () => {
    const notification = {
      id: 'notification-1',
      created: 1,
      level: 'info',
      message: 'doctype/reparse',
      timeout: null,
      doctype: 'doctype-1',
      upload: null,
      filename: null,
      doctypeTitle: 'Invoices',
      read: false,
      deletable: true,
    };
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(notificationSchema.safeParse({ ...notification, level: 'servere' }).success).toBe(false);
  });

  it('lets a patch change only the read flag', () => {
    expect(updateNotificationBodySchema.safeParse({ read: true }).success).toBe(true);
    expect(updateNotificationBodySchema.safeParse({ read: true, deletable: false }).success).toBe(
      false,
    );
    expect(updateNotificationBodySchema.safeParse({}).success).toBe(false);
  });
});
