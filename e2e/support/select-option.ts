import { expect, type Locator, type Page } from '@playwright/test';
import { afterQueuedTimers } from './queued-timers.ts';

/** Clicks a Select's option like a person: the dropdown must be above any dialog, so no `force`. */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveValue(option);
}

/**
 * Opens a focused Select with the arrow key and waits until it takes the next one: Mantine marks
 * the option an arrow starts from in a timer queued as the list opens, and a second arrow that
 * came first would have its mark moved back (the Enter after it chose the old value).
 */
export async function openSelectByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await afterQueuedTimers(page);
}
