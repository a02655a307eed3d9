import { describe, expect, it } from 'vitest';
import { creditMeterState } from './credit-meter-state.ts';

const credits = (total: number) => ({ count: total, extra: 0, total });

describe('creditMeterState', () => {
  it('is green with plenty of credits', () => {
    expect(creditMeterState(credits(400), 'free')).toMatchObject({
      plan: 500,
      percent: 80,
      barColor: 'teal',
      isTextLow: false,
    });
  });

  it('warns below 25 % and turns red below 10 % of the plan', () => {
    expect(creditMeterState(credits(700), 'starter').barColor).toBe('yellow');
    expect(creditMeterState(credits(299), 'starter').barColor).toBe('red');
  });

  it('turns the text red below 100 credits and clamps the bar', () => {
    expect(creditMeterState(credits(99), 'professional').isTextLow).toBe(true);
    expect(creditMeterState(credits(9000), 'free').percent).toBe(100);
    expect(creditMeterState(credits(-5), 'free').percent).toBe(0);
  });
});
