import { describe, expect, it } from 'vitest';
import { enterSenders } from './sender-entry.ts';

describe('enterSenders', () => {
  it('adds each well-formed address or domain of a typed phrase and keeps the rest out', () => {
    expect(
      enterSenders(['anna@supplier.example'], 'bob@partner.example, invoices from @shop.example;'),
    ).toEqual({
      senders: ['anna@supplier.example', 'bob@partner.example', '@shop.example'],
      rejected: ['invoices', 'from'],
    });
  });

  it('adds a sender already listed (in any case) only once', () => {
    expect(
      enterSenders(['@partner.example'], '@Partner.Example anna@x.example anna@x.example'),
    ).toEqual({
      senders: ['@partner.example', 'anna@x.example'],
      rejected: [],
    });
  });

  it('refuses half addresses and domains without a dot', () => {
    for (const text of ['anna@', '@example', 'anna@example.', 'anna', '<a@b.example>'])
      expect(enterSenders([], text)).toEqual({ senders: [], rejected: [text] });
  });
});
