/**
 * Bulk actions (issue 25, polish): extract every outdated upload again with one button, choose
 * several uploads to delete, and mark all notifications read; German texts, a red delete in dark
 * mode, and the choice made with the keyboard.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { uploadFile } from '../support/api-setup.ts';
import { computedStyle } from '../support/computed-style.ts';
import { textColour } from '../support/painted-colour.ts';
import { sampleDocuments } from '../support/sample-documents.ts';

interface Doctype {
  id: string;
  hash: string;
  fields: { key: string; caption: string; type: string }[];
}

test('reparse all outdated, delete chosen uploads, mark all notifications read', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const files = await sampleDocuments();
  try {
    const { request } = page;
    await createAccount(request, uniqueEmail('bulk-actions'));
    const created = await request.post('/api/doctypes', {
      data: {
        title: 'Invoices',
        mode: 'one:single',
        fields: [{ caption: 'Invoice number', type: 'string' }],
      },
    });
    const doctype = (await created.json()) as Doctype;
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      await uploadFile(request, doctype.id, await files.write('invoice', name));
    await page.goto(`/doctype/${doctype.id}/records/all`);
    const list = page.getByRole('list', { name: 'Uploads', exact: true });
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      await expect(list.getByRole('listitem', { name })).toContainText('1 record', {
        timeout: 60_000,
      });
    await expect(page.getByTestId('reparse-outdated')).toHaveCount(0);

    // New fields make the three uploads outdated: one button extracts them all again.
    const changed = await request.patch(`/api/doctypes/${doctype.id}`, {
      data: { fields: [...doctype.fields, { caption: 'Total amount', type: 'number' }] },
    });
    expect(changed.status()).toBe(200);
    const outdated = page.getByRole('button', { name: 'Extract 3 outdated uploads again' });
    await expect(outdated).toBeVisible();
    await outdated.click();
    await expect(page.getByText('Extraction of 3 uploads started.')).toBeVisible();
    await expect(outdated).toHaveCount(0, { timeout: 60_000 });

    // Two uploads chosen with the keyboard, deleted after a confirmation inside the dialog.
    await page.getByRole('button', { name: 'Select uploads…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select uploads' });
    const deleteButton = dialog.getByRole('button', { name: /^Delete \d+ uploads?$/ });
    await expect(deleteButton).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'a.pdf' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: 'b.pdf' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toHaveJSProperty(
      'indeterminate',
      true,
    );
    await dialog.getByRole('button', { name: 'Delete 2 uploads' }).click();
    await expect(dialog.getByTestId('bulk-confirm-delete')).toHaveText(
      /Delete 2 uploads with their records\? This cannot be undone\./,
    );
    await dialog.getByRole('button', { name: 'Delete 2 uploads' }).click();
    await expect(page.getByText('2 uploads deleted.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem', { name: 'c.pdf' })).toBeVisible();

    // The changed doctype left a notice: "Mark all read" empties the drawer and the bell.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/unread/);
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('button', { name: 'Mark all read' }).click();
    await expect(drawer.getByText('No unread notifications')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(drawer.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);

    // German, dark: the delete button of the choice is red.
    expect((await request.patch('/api/settings', { data: { language: 'de' } })).status()).toBe(200);
    await page.evaluate(`localStorage.setItem('docsift.color-scheme', 'dark')`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Uploads auswählen…' }).click();
    const german = page.getByRole('dialog', { name: 'Uploads auswählen' });
    await german.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    const redButton = german.getByRole('button', { name: '1 Upload löschen' });
    await expect(redButton).toBeEnabled();
    const background = await computedStyle(redButton, 'backgroundColor');
    const [r, g, b] = background.match(/[\d.]+/g)!.map(Number) as [number, number, number];
    expect(r - Math.max(g, b), `rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(80);
    const label = await textColour(redButton);
    expect(label.r + label.g + label.b, 'its label is light').toBeGreaterThan(600);
    await page.keyboard.press('Escape');
    await expect(german).toBeHidden();
  } finally {
    await files.remove();
  }
});
