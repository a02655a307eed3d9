import { describe, expect, it } from 'vitest';
import { notificationLinks, offersReparse } from './notification-links.ts';

describe('notificationLinks', () => {
  it('sends depleted credits to the plans and the usage', () => {
    expect(notificationLinks({ message: 'credits/depleted', doctype: null, upload: null })).toEqual(
      [
        { label: 'subscription', to: '/payment/subscription' },
        { label: 'usage', to: '/payment/usage' },
      ],
    );
  });

  it('sends the plan limit and a failed payment to the plans', () => {
    for (const message of ['doctype/max-doctypes', 'payment/failed'])
      expect(notificationLinks({ message, doctype: null, upload: null })).toEqual([
        { label: 'subscription', to: '/payment/subscription' },
      ]);
  });

  it('sends a mail refused for the plan to the plans, and the doctype it was for', () => {
    expect(
      notificationLinks({ message: 'mail/plan-required', doctype: 'doctype-1', upload: null }),
    ).toEqual([
      { label: 'subscription', to: '/payment/subscription' },
      { label: 'open_doctype', to: '/doctype/doctype-1/records/all' },
    ]);
  });

  it('links an upload problem to the upload and a doctype message to the doctype', () => {
    expect(
      notificationLinks({
        message: 'parse/record-limit',
        doctype: 'doctype-1',
        upload: 'upload-2',
      }),
    ).toEqual([{ label: 'open_upload', to: '/doctype/doctype-1/records/upload-2' }]);
    expect(
      notificationLinks({ message: 'doctype/reparse', doctype: 'doctype-1', upload: null }),
    ).toEqual([{ label: 'open_doctype', to: '/doctype/doctype-1/records/all' }]);
    expect(
      notificationLinks({ message: 'credits/purchased', doctype: null, upload: null }),
    ).toEqual([]);
  });
});

describe('offersReparse', () => {
  it('only for doctype/reparse about a doctype', () => {
    expect(offersReparse({ message: 'doctype/reparse', doctype: 'doctype-1' })).toBe(true);
    expect(offersReparse({ message: 'doctype/reparse', doctype: null })).toBe(false);
    expect(offersReparse({ message: 'scan/failed', doctype: 'doctype-1' })).toBe(false);
  });
});
