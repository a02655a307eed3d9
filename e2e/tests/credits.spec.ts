/**
 * Credits in chromium: a parse the balance cannot pay fails with the depleted notification,
 * whose links lead to the plans and the usage; a paid parse shows on the usage page's chart
 * and in its activity list; the upload dialog tells what a batch will cost, before it starts
 * when the balance may be short, while it uploads when the balance surely covers it.
 */
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';
import { chooseFiles } from '../support/file-chooser.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { expectValueLabelsAtTicks } from '../support/value-axis.ts';

async function uploadInvoice(request: Parameters<typeof createDoctype>[0]): Promise<string> {
  const files = await sampleDocuments();
  try {
    const doctype = await createDoctype(request, {
      title: 'Invoices',
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    await uploadFile(request, doctype, await files.write('invoice', 'invoice.pdf'));
    return doctype;
  } finally {
    await files.remove();
  }
}

test('a parse past the credits shows the depleted notification with links to plans and usage', async ({
  page,
}) => {
  const email = uniqueEmail('depleted');
  await createAccount(page.request, email);
  await docsift('credits', 'grant', '--email', email, '--credits', '-500', '--pool', 'count');
  await page.goto('/notifications/unread');
  await expect(page.getByTestId('credit-meter')).toContainText('0 credits');
  await uploadInvoice(page.request);

  const notice = page.getByRole('main').getByText('Your credits have been depleted', {
    exact: false,
  });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  // Written a moment ago: marked new (for 30 minutes).
  await expect(page.getByRole('main').getByTestId('notification-new')).toHaveText('New');
  await expect(page.getByRole('main').getByRole('link', { name: 'Plans' })).toHaveAttribute(
    'href',
    '/payment/subscription',
  );
  await page.getByRole('main').getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/payment\/usage$/);
  await expect(page.getByTestId('activity-list')).toContainText('Correction by an administrator');
});

test('the usage page draws the month and lists the pages a parse paid for', async ({ page }) => {
  await createAccount(page.request, uniqueEmail('usage'));
  const doctype = await uploadInvoice(page.request);
  await page.goto(`/doctype/${doctype}/records/all`);
  await expect(page.getByRole('grid', { name: 'Records' }).locator('tbody tr')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('credit-meter')).toContainText('499 credits');

  await page.getByTestId('credit-meter').click();
  await expect(page).toHaveURL(/\/payment\/usage$/);
  const chart = page.getByTestId('usage-chart');
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expectValueLabelsAtTicks(chart);
  const list = page.getByTestId('activity-list');
  await expect(list).toContainText('Pages processed');
  await expect(list).toContainText('-1');
  // Which file of which document type the credits went to.
  await expect(list.getByTestId('activity-upload')).toHaveText('invoice.pdf in Invoices');
  await expect(list.getByTestId('activity-upload')).toBeVisible();
});

test('the upload dialog shows the cost of a batch before it starts and asks when the balance is short', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    const email = uniqueEmail('estimate');
    await createAccount(page.request, email);
    const doctype = await createDoctype(page.request, { title: 'Letters' });
    const picked = [
      await files.write('threePagesPdf', 'report.pdf'),
      await files.write('docx', 'delivery-note.docx'),
      await files.write('noise', 'notes.txt'),
    ];
    await page.goto(`/doctype/${doctype}/records/all`);
    const dialog = page.getByRole('dialog', { name: 'Upload files' });

    // Covered: three pages and a DOCX page, nothing for a file the server refuses; it starts at once.
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), picked);
    await expect(dialog.getByTestId('upload-estimate')).toHaveText(
      'Estimated cost: 4 credits, one per page. Your balance: 500 credits.',
    );
    await expect(dialog.getByRole('status')).toHaveText('2 uploaded, 1 failed');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Short: the dialog warns and sends nothing until the user goes ahead.
    await docsift('credits', 'grant', '--email', email, '--credits', '-497', '--pool', 'count');
    await page.reload();
    await expect(page.getByTestId('credit-meter')).toContainText('3 credits');
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), picked.slice(0, 2));
    await expect(dialog.getByRole('alert')).toContainText('Not enough credits');
    await expect(dialog.getByTestId('upload-estimate')).toHaveText(
      'Estimated cost: 4 credits, one per page. Your balance: 3 credits.',
    );
    await expect(dialog.getByTestId('upload-file')).toHaveCount(2);
    for (const row of await dialog.getByTestId('upload-file').all())
      await expect(row).toHaveAttribute('data-status', 'waiting');
    await dialog.getByRole('button', { name: 'Upload anyway' }).click();
    await expect(dialog).toBeHidden();
    const uploads = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploads.getByRole('listitem', { name: 'report.pdf' })).toHaveCount(2);
  } finally {
    await files.remove();
  }
});

test('a batch the balance surely covers is sent while its pages are still being counted', async ({
  page,
}) => {
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('covered'));
    const doctype = await createDoctype(page.request, { title: 'Letters' });
    const report = await files.write('threePagesPdf', 'report.pdf');
    await page.goto(`/doctype/${doctype}/records/all`);
    const uploadAsked = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads',
    );
    // pdf.js counts pages in its worker, held until the upload was asked for: a dialog that
    // counted before sending would wait for ever. (The worker is asked for: the hold is not idle.)
    let isWorkerAsked = false;
    await page.route(/pdf\.worker/, async (route) => {
      isWorkerAsked = true;
      await uploadAsked;
      await route.continue();
    });
    const dialog = page.getByRole('dialog', { name: 'Upload files' });
    await chooseFiles(page, page.getByRole('button', { name: 'Upload files' }), [report]);
    await uploadAsked;
    await expect.poll(() => isWorkerAsked).toBe(true);
    await expect(dialog).toBeHidden();
    const uploads = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploads.getByRole('listitem', { name: 'report.pdf' })).toBeVisible();
  } finally {
    await files.remove();
  }
});
