/** The part of Vite's build manifest (dist/.vite/manifest.json) that names chunks and imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

const LIST_ID = 'app-scripts';

/**
 * Loads the app once the page has painted and is parsed (hydration needs all of it): the entry,
 * first in the list, and the chunks it will import as module preloads, so they download together
 * instead of one import after another. A few per task: starting a request takes the main thread
 * about a millisecond on a slow phone, and /login's fifty at once were one long task. Inline, so
 * the server allows it by its hash in the content security policy.
 */
export const appScriptsLoader = `{
const files = JSON.parse(document.getElementById('${LIST_ID}').textContent);
const load = (from) => {
  files.slice(from, from + 8).forEach((src, offset) => {
    const element = document.createElement(from + offset ? 'link' : 'script');
    if (from + offset) Object.assign(element, { rel: 'modulepreload', href: src });
    else Object.assign(element, { type: 'module', src });
    element.crossOrigin = '';
    document.head.append(element);
  });
  if (from + 8 < files.length) setTimeout(load, 0, from + 8);
};
const whenParsed = () =>
  document.readyState === 'loading'
    ? document.addEventListener('DOMContentLoaded', () => load(0))
    : load(0);
if (PerformanceObserver.supportedEntryTypes.includes('paint'))
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    whenParsed();
  }).observe({ type: 'paint', buffered: true });
else whenParsed();
}`;

/** The files of the chunks and of everything they import statically, each once. */
export function chunkFiles(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the app's scripts (Vite's entry and its preloads) out of a server-rendered page and has
 * them loaded after its first paint, with `files` (the chunks the first render needs beyond the
 * entry). The page paints and reads without the app: fetched from the start, the scripts
 * competed with it for the network and the main thread.
 */
export function deferAppScripts(page: string, files: string[]): string {
  const entry = entryTag.exec(page)?.[1];
  if (!entry) return page;
  const preloads = [...page.matchAll(preloadTag)].map((match) => match[1]!);
  const list = [...new Set([entry, ...preloads, ...files])];
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return page
    .replace(entryTag, '')
    .replace(preloadTag, '')
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${LIST_ID}">${json}</script><script>${appScriptsLoader}</script></head>`,
    );
}
