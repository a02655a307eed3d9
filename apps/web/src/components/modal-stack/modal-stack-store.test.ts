import { describe, expect, it } from 'vitest';
import { createModalStack, stackLayer } from './modal-stack-store.ts';

describe('modal stack', () => {
  it('stacks in opening order and dismisses only the top modal', async () => {
    const stack = createModalStack();
    const first = stack.open({ title: 'first', render: () => null });
    const second = stack.open<string>({ title: 'second', render: () => null });
    expect(stack.getEntries().map((e) => e.options.title)).toEqual(['first', 'second']);
    stack.dismissTop();
    await expect(second).resolves.toBeUndefined();
    expect(stack.getEntries().map((e) => e.options.title)).toEqual(['first']);
    stack.getEntries()[0]!.close('done');
    await expect(first).resolves.toBe('done');
  });

  it('keeps a static top modal open on dismiss', () => {
    const stack = createModalStack();
    void stack.open({ title: 'static', isStatic: true, render: () => null });
    stack.dismissTop();
    expect(stack.getEntries()).toHaveLength(1);
  });

  it('returns the result a modal was closed with, once', async () => {
    const stack = createModalStack();
    const result = stack.open<boolean>({ title: 'q', render: () => null });
    const entry = stack.getEntries()[0]!;
    entry.close(true);
    entry.close(false);
    await expect(result).resolves.toBe(true);
  });
});

describe('stackLayer', () => {
  it('starts at 2050 / 2045 and rises by 10 per modal', () => {
    expect(stackLayer(0)).toEqual({ modal: 2050, backdrop: 2045 });
    expect(stackLayer(2)).toEqual({ modal: 2070, backdrop: 2065 });
  });
});
