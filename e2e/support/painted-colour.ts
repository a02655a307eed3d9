/** Colours as chromium paints them, read from computed styles and composited like the page. */
import type { Locator } from '@playwright/test';
import { computedStyle } from './computed-style.ts';

/** Red, green and blue from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A computed colour: `rgb(…)`, `rgba(…)` or `color(srgb …)` (what color-mix() computes to). */
export function parseColour(css: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(css);
  if (srgb) {
    const [r, g, b] = srgb.slice(1, 4).map((channel) => Number(channel) * 255) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: Number(srgb[4] ?? 1) };
  }
  const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(css);
  if (!rgb) throw new Error(`unexpected computed colour ${css}`);
  const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
  return { r, g, b, a: Number(rgb[4] ?? 1) };
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** What this module reads of an element in the page: e2e/ type-checks without the DOM's types. */
interface PageElement {
  parentElement: PageElement | null;
}
type ComputedStyleOf = (element: PageElement) => { backgroundColor: string };

/** The computed background colours of an element and its ancestors, itself first. */
async function backgroundLayers(element: Locator): Promise<Rgba[]> {
  const layers = await element.evaluate((start) => {
    const styleOf = (globalThis as unknown as { getComputedStyle: ComputedStyleOf })
      .getComputedStyle;
    const found: string[] = [];
    for (let node: PageElement | null = start as PageElement; node; node = node.parentElement)
      found.push(styleOf(node).backgroundColor);
    return found;
  });
  return layers.map(parseColour);
}

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * What is painted at an element: its own background over its ancestors' (on a white canvas), and
 * what is painted behind it, without its own background.
 */
export async function paintedBackground(
  element: Locator,
): Promise<{ own: Rgba; painted: Rgba; behind: Rgba }> {
  const [own, ...ancestors] = await backgroundLayers(element);
  const behind = ancestors.reduceRight((below, layer) => over(layer, below), white);
  return { own: own!, painted: over(own!, behind), behind };
}

/** Euclidean distance in RGB, 0 (the same) to about 441 (black and white). */
export function colourDistance(one: Rgba, other: Rgba): number {
  return Math.hypot(one.r - other.r, one.g - other.g, one.b - other.b);
}

/** Relative luminance, 0 black to 1 white (sRGB weights, not linearised: enough to tell schemes). */
export function luminance({ r, g, b }: Rgba): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The computed text colour of an element. */
export async function textColour(element: Locator): Promise<Rgba> {
  return parseColour(await computedStyle(element, 'color'));
}

/** The text of the element painted topmost at the middle of `element`: what a person sees there. */
export async function textOnTopOf(element: Locator): Promise<string> {
  const box = await element.boundingBox();
  if (!box) throw new Error('textOnTopOf: the element is not displayed');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return element
    .page()
    .evaluate<string>(`document.elementFromPoint(${x}, ${y})?.textContent ?? ''`);
}
