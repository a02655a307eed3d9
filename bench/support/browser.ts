/** What the browser benches share: the built web app they serve, and Debian's chromium to drive it. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** Throws unless the web app was built: the benches time the app users get, not a dev server. */
export function assertWebBuilt(): void {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('build the web app first: npm run build');
}

export function launchChromium(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', ...args] });
}
