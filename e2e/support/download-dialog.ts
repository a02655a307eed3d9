import { expect, type Locator } from '@playwright/test';
import { textColour } from './painted-colour.ts';

/** The download dialog offers xlsx as it offers csv: enabled, without the PRO tag, painted alike. */
export async function expectXlsxOffered(dialog: Locator, xlsx: Locator): Promise<void> {
  await expect(xlsx).toBeEnabled();
  await expect(dialog.getByTestId('pro-tag')).toHaveCount(0);
  const [xlsxColour, csvColour] = await Promise.all([
    textColour(dialog.getByText('Excel workbook (xlsx)')),
    textColour(dialog.getByText(/^CSV/)),
  ]);
  expect(xlsxColour).toEqual(csvColour);
}
