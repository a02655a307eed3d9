/** Computed styles as chromium resolved them, read without the DOM's types (e2e/ has none). */
import { expect, type Locator } from '@playwright/test';

/** Computed style properties of `element` by name, e.g. `color` or `textDecorationLine`. */
export function computedStyles(
  element: Locator,
  names: readonly string[],
): Promise<Record<string, string>> {
  return element.evaluate((node, properties) => {
    const style = (
      globalThis as unknown as {
        getComputedStyle: (node: unknown) => Record<string, string | undefined>;
      }
    ).getComputedStyle(node);
    return Object.fromEntries(properties.map((name) => [name, style[name] ?? '']));
  }, names);
}

/** One computed style property of `element`. */
export async function computedStyle(element: Locator, name: string): Promise<string> {
  return (await computedStyles(element, [name]))[name]!;
}

/** The focus ring `element` paints: its outline's style, width, colour and offset. */
export function focusRing(element: Locator): Promise<Record<string, string>> {
  return computedStyles(element, ['outlineStyle', 'outlineWidth', 'outlineColor', 'outlineOffset']);
}

/**
 * The ring `element` paints when a keyboard reached it: focused, left with Shift+Tab and come
 * back to with Tab, as chromium then matches :focus-visible.
 */
export async function keyboardFocusRing(element: Locator): Promise<Record<string, string>> {
  await element.focus();
  await element.page().keyboard.press('Shift+Tab');
  await element.page().keyboard.press('Tab');
  await expect(element).toBeFocused();
  return focusRing(element);
}
