/** The part of Vite's build manifest (dist/.vite/manifest.json) that names chunks and imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` for the chunks the first render needs beyond the entry (the
 * route's page, the language's texts) and their static imports, minus those the page lists
 * already. The browser then fetches them with the entry instead of after it has run, and
 * Vite's loader finds them in place instead of adding a link per chunk at run time.
 */
export function modulePreloadLinks(manifest: ViteManifest, keys: string[], page: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
