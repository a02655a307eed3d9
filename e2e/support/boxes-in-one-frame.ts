import type { Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes of several elements read in one script run, so from one layout: boxes read one after
 * the other (locator.boundingBox) can fall in different frames of a slide-in or a late layout shift
 * and disagree with each other, though the page never painted them so.
 */
export async function boxesInOneFrame<T extends Locator[]>(
  ...locators: T
): Promise<{ [K in keyof T]: Box }> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  try {
    const boxes = await locators[0]!.page().evaluate(
      (elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        }),
      handles,
    );
    // One box per locator, in their order.
    return boxes as { [K in keyof T]: Box };
  } finally {
    await Promise.all(handles.map((handle) => handle.dispose()));
  }
}
