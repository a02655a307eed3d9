/** Drops files onto an element as a drag from the desktop would: dragenter, dragover, drop. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { JSHandle, Locator, Page } from '@playwright/test';

/**
 * A DataTransfer holding the files, built in the page (a string expression, since the e2e
 * project has no DOM types).
 */
async function dataTransferOf(page: Page, paths: string[]): Promise<JSHandle> {
  const files = await Promise.all(
    paths.map(async (path) => ({
      name: basename(path),
      base64: (await readFile(path)).toString('base64'),
    })),
  );
  return page.evaluateHandle(`(() => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of ${JSON.stringify(files)}) {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name));
    }
    return transfer;
  })()`);
}

/** Starts dragging the files over `target`; returns the drop that ends the drag there. */
export async function dragFilesOver(
  page: Page,
  target: Locator,
  paths: string[],
): Promise<() => Promise<void>> {
  const dataTransfer = await dataTransferOf(page, paths);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  return () => target.dispatchEvent('drop', { dataTransfer });
}
