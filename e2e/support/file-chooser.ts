import type { Locator, Page } from '@playwright/test';

/** Picks files through the chooser that clicking `trigger` opens, as a user would. */
export async function chooseFiles(page: Page, trigger: Locator, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(paths);
}
