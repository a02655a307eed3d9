import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './vite-compile-hints.ts';
import { precompress } from './vite-precompress.ts';

/**
 * The entry chunk holds main.tsx and its stylesheet alone, so no other chunk imports from it:
 * Vite's loader fetches the stylesheets of every chunk a dynamic import reaches, the entry's
 * included, and the pages the server renders have that one inlined, where the loader cannot see
 * it. Its helper and main.tsx's other imports get chunks of their own (rolldown's runtime then
 * leaves the entry too).
 */
const entryAlone = [
  { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
  {
    name: 'entry-imports',
    tags: ['$initial' as const],
    test: (id: string) =>
      /\/src\/.*\.tsx?$/.test(id) && !/\/src\/(main\.tsx|app\/mantine-styles\.ts)$/.test(id),
  },
];

const apiTarget = process.env.DOCSIFT_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild = false }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server-render build (dist/.ssr, see npm run build) is read by the server, not sent.
  plugins: isSsrBuild
    ? [react()]
    : [react(), compileHints((id) => id.includes('/react-dom/cjs/')), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  // One self-contained file: the server needs none of the web app's dependencies, and React
  // runs in its production build.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    // Lighthouse needs no source maps; keeps dist small for the server's static handler.
    sourcemap: false,
    // bench/web-bundle.ts reads the chunk graph from .vite/manifest.json.
    manifest: !isSsrBuild,
    // .mjs: ES modules wherever the build is copied, whatever package.json is nearby.
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } }
      : { output: { codeSplitting: { groups: entryAlone } } },
  },
}));
