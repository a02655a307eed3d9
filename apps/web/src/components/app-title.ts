/** "<page> · Docsift" for the browser tab, so screen readers announce the page after navigation. */
export const appTitle = (page: string): string => `${page} · Docsift`;
