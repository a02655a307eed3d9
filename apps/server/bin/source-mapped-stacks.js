// Stack traces of the compiled modules point at their TypeScript lines. Node's own source-map
// support (--enable-source-maps) reads every loaded module's map at load, packages' too: pdf.js's
// alone made a one-page `docsift extract` half a second slower. Here a map is read only when a
// stack that passes through that module is printed, and packages' frames are left as they are.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

const maps = new Map();

function sourceMapOf(moduleUrl) {
  if (!maps.has(moduleUrl)) {
    const mapUrl = new URL(`${moduleUrl}.map`);
    try {
      maps.set(moduleUrl, { map: new SourceMap(JSON.parse(readFileSync(mapUrl, 'utf8'))), mapUrl });
    } catch {
      maps.set(moduleUrl, null);
    }
  }
  return maps.get(moduleUrl);
}

function mapped(site) {
  const file = site.getFileName();
  if (!file?.startsWith('file:') || file.includes('/node_modules/')) return String(site);
  const found = sourceMapOf(file);
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  const entry = found?.map.findEntry(line - 1, column - 1);
  if (!entry?.originalSource) return String(site);
  const source = new URL(entry.originalSource, found.mapUrl).href;
  return String(site).replace(
    `${file}:${line}:${column}`,
    `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
  );
}

// Formatted as Node formats a stack: the error's text, then one `at` line per frame.
Error.prepareStackTrace = (error, sites) =>
  [Error.prototype.toString.call(error), ...sites.map((site) => `    at ${mapped(site)}`)].join(
    '\n',
  );
