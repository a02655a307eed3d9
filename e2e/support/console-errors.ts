/** What a page logs as an error: console.error, uncaught exceptions and failed resources. */
import type { Page } from '@playwright/test';

const failedResource = 'Failed to load resource';

/**
 * Starts collecting the page's errors; read the returned list at the end of the test. A failed
 * resource is an error too (a 401 on every signed-out load is a bug), unless `isExpectedFailure`
 * names its URL: a 404 for an id the test made up is the server's honest answer.
 */
export function watchConsoleErrors(
  page: Page,
  isExpectedFailure: (url: string) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (message.text().startsWith(failedResource) && isExpectedFailure(url)) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
