import type { Page } from '@playwright/test';

/**
 * Waits until the page has run the timers queued so far. Libraries start listening for keys in a
 * timer queued as they open (Mantine's menu moves the focus in, dnd-kit's keyboard sensor starts
 * to follow the arrows), after what they paint; Chromium handles input before timers, so on a
 * busy machine a key sent as soon as the paint shows arrives before them and is lost. Timers of
 * the same delay run in the order they were queued, so one queued now runs after theirs.
 */
export async function afterQueuedTimers(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
