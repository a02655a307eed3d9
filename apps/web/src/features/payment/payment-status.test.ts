import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-status.ts';

describe('paymentState', () => {
  it('reads a payment intent\'s "succeeded" and an invoice\'s "paid" as one state', () => {
    expect(paymentState('succeeded')).toBe('paid');
    expect(paymentState('paid')).toBe('paid');
  });

  it('tells pending, failed and refunded payments apart', () => {
    expect(paymentState('processing')).toBe('pending');
    expect(paymentState('uncollectible')).toBe('failed');
    expect(paymentState('refunded')).toBe('refunded');
  });

  it('knows no other word, not even an object key', () => {
    expect(paymentState('disputed')).toBeNull();
    expect(paymentState('toString')).toBeNull();
  });
});
