import { describe, expect, it } from 'vitest';
import {
  inboundAddress,
  inboundLocalPart,
  isSenderAllowed,
  updateInboundMailBodySchema,
} from './inbound-mail.ts';

describe('inbound e-mail', () => {
  it('addresses a doctype by the last segment of its id', () => {
    expect(inboundLocalPart('doctype-abc123')).toBe('abc123');
    expect(inboundAddress('doctype-abc123', 'in.example.com')).toBe('abc123@in.example.com');
  });

  it('lets every sender in while the allow-list is empty', () => {
    expect(isSenderAllowed('anyone@anywhere.example', [])).toBe(true);
    expect(isSenderAllowed('', [])).toBe(true);
  });

  it('matches whole addresses and whole domains, ignoring case', () => {
    const allowed = ['anna@supplier.example', '@partner.example'];
    expect(isSenderAllowed('Anna@Supplier.example', allowed)).toBe(true);
    expect(isSenderAllowed('bob@partner.example', allowed)).toBe(true);
    expect(isSenderAllowed('bob@supplier.example', allowed)).toBe(false);
    expect(isSenderAllowed('bob@sub.partner.example', allowed)).toBe(false);
    expect(isSenderAllowed('bob@partner.example.evil', allowed)).toBe(false);
    // The null sender of a bounce is nobody on a list.
    expect(isSenderAllowed('', allowed)).toBe(false);
  });

  it('keeps an allow-list in lower case without duplicates and refuses what is no sender', () => {
    expect(
      updateInboundMailBodySchema.parse({
        allowedSenders: [' Anna@Supplier.example ', '@PARTNER.example', '@partner.example'],
      }),
    ).toEqual({ allowedSenders: ['anna@supplier.example', '@partner.example'] });
    const notText = ['a\u0000@b.example', '@b\u0000.example', 'a\ud800@b.example'];
    for (const sender of [
      'anna',
      '@',
      'a@b',
      'a@b.',
      'a b@c.example',
      'a@b.example,c@d.example',
      ...notText,
    ])
      expect(
        updateInboundMailBodySchema.safeParse({ allowedSenders: [sender] }).success,
        sender,
      ).toBe(false);
  });
});
