/**
 * A CSV chosen in the upload picker becomes records (issue 30): its rows fill the records table,
 * each column under the field its heading names, in the order of the doctype's fields.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, ordersDoctype } from '../support/api-setup.ts';
import { computedStyle } from '../support/computed-style.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { bodyRows, columnValues, recordsTable } from '../support/records-table.ts';
import { withTempFile } from '../support/temp-file.ts';

test('a CSV picked in the upload dialog fills the records table, a row per line, by column heading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text =
    '\uFEFFAmount;Customer;Note\r\n"1.234,50";"Müller; Söhne";first\r\n99,00;Acme GmbH;\r\n';
  await withTempFile('orders.csv', text, async (csv) => {
    await createAccount(page.request, uniqueEmail('csv-upload'));
    const doctype = await createDoctype(page.request, ordersDoctype);
    const { fields } = (await (await page.request.get(`/api/doctypes/${doctype}`)).json()) as {
      fields: { key: string }[];
    };
    await page.goto(`/doctype/${doctype}/records/all`);

    await chooseFiles(page, page.getByRole('button', { name: /^Choose files/ }), [csv]);
    await expect(page.getByRole('dialog', { name: 'Upload files' })).toBeHidden();
    await expect(bodyRows(page)).toHaveCount(2, { timeout: 90_000 });

    const [customer, amount] = fields.map((field) => field.key);
    expect((await columnValues(page, customer!)).sort()).toEqual(['Acme GmbH', 'Müller; Söhne']);
    const amounts = await columnValues(page, amount!);
    // The German decimal comma and thousands point read as the number 1234.5.
    expect(amounts.sort()).toEqual(['1234.5', '99']);
    // Painted: the cell with the quoted semicolon is on screen, its text not hidden or transparent.
    const cell = recordsTable(page).getByRole('gridcell', { name: 'Müller; Söhne' });
    await expect(cell).toBeInViewport();
    expect(await computedStyle(cell, 'visibility')).toBe('visible');
    expect(await computedStyle(cell, 'color')).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)/);
  });
});
