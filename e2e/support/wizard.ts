import type { Locator, Page } from '@playwright/test';
import { chooseFiles } from './file-chooser.ts';

/** Opens the wizard from the dashboard on one sample file, as a user would; returns its dialog. */
export async function openWizardWith(page: Page, samplePath: string): Promise<Locator> {
  await page.goto('/dashboard');
  await chooseFiles(page, page.getByRole('button', { name: 'Choose a sample file' }), [samplePath]);
  return page.getByRole('dialog', { name: 'New document type from a sample' });
}
