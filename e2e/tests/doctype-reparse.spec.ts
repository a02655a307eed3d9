/**
 * The doctype/reparse notice: raised only when a ready doctype's definition changes under done
 * uploads, and its "Reprocess uploads" action really reprocesses them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createDoctype, uploadFile } from '../support/api-setup.ts';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { openWizardWith } from '../support/wizard.ts';

const reparseNotice = 'The document type was updated. Reprocess existing uploads';

interface Doctype {
  id: string;
  hash: string;
  fields: { key: string; caption: string; type: string }[];
}
interface Upload {
  id: string;
  state: string;
  doctypeHash: string | null;
}

async function uploadOf(request: APIRequestContext, id: string): Promise<Upload> {
  return (await request.get(`/api/uploads/${id}`)).json() as Promise<Upload>;
}

test('finishing the wizard raises no reparse notice', async ({ page }) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    await createAccount(page.request, uniqueEmail('wizard-reparse'));
    const wizard = await openWizardWith(page, await files.write('invoice', 'invoice.pdf'));
    await expect(wizard.getByRole('group', { name: 'Invoice number', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await wizard.getByRole('textbox', { name: 'Name', exact: true }).fill('Supplier invoices');
    await wizard.getByRole('button', { name: 'Create document type' }).click();
    await expect(page).toHaveURL(/\/doctype\/doctype-[^/]+\/records\/all$/);
    const uploadList = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploadList.getByRole('listitem', { name: 'invoice.pdf' })).toContainText(
      '1 record',
      { timeout: 30_000 },
    );

    // The notice would have been written before the wizard's save answered.
    await expect(page.getByText(reparseNotice)).toHaveCount(0);
    await page.goto('/notifications/all');
    await expect(page.getByText('No notifications')).toBeVisible();
  } finally {
    await files.remove();
  }
});

test('the reparse notice reprocesses the uploads when its button is clicked, then is read', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    const { request } = page;
    await createAccount(request, uniqueEmail('notice-reparse'));
    const created = await request.post('/api/doctypes', {
      data: {
        title: 'Invoices',
        mode: 'one:single',
        prompt: 'Invoices from suppliers',
        fields: [{ caption: 'Invoice number', type: 'string' }],
      },
    });
    expect(created.status()).toBe(201);
    const doctype = (await created.json()) as Doctype;
    const uploadId = await uploadFile(
      request,
      doctype.id,
      await files.write('invoice', 'invoice.pdf'),
    );
    await expect
      .poll(async () => (await uploadOf(request, uploadId)).state, { timeout: 30_000 })
      .toBe('done');
    const changed = (await (
      await request.patch(`/api/doctypes/${doctype.id}`, {
        data: { fields: [...doctype.fields, { caption: 'Total amount', type: 'number' }] },
      })
    ).json()) as Doctype;

    await page.goto('/notifications/unread');
    const notice = page.getByRole('listitem').filter({ hasText: reparseNotice });
    await notice.getByRole('button', { name: 'Reprocess uploads' }).click();

    await expect(notice).toHaveCount(0);
    await expect(page.getByText('No notifications')).toBeVisible();
    await expect(page.getByText('Please check your input.')).toHaveCount(0);
    await expect
      .poll(async () => (await uploadOf(request, uploadId)).doctypeHash, { timeout: 30_000 })
      .toBe(changed.hash);
  } finally {
    await files.remove();
  }
});

test('the fields page offers to reprocess uploads only when the doctype has some', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const files = await sampleDocuments();
  try {
    const { request } = page;
    await createAccount(request, uniqueEmail('fields-reparse'));
    const doctype = await createDoctype(request, {
      title: 'Invoices',
      fields: [{ caption: 'Invoice number', type: 'string' }],
    });
    const offer = page.getByText('Fields changed. Reprocess existing uploads?');
    const changeTypeAndSave = async (type: string) => {
      await page
        .getByRole('group', { name: 'Invoice number', exact: true })
        .getByLabel('Type')
        .click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Successfully saved').last()).toBeVisible();
    };

    // Nothing uploaded yet: nothing to reprocess.
    await page.goto(`/doctype/${doctype}/fields`);
    await changeTypeAndSave('Number');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(offer).toHaveCount(0);

    // A done upload parsed with the old fields is offered.
    const uploadId = await uploadFile(
      request,
      doctype,
      await files.write('invoice', 'invoice.pdf'),
    );
    await expect
      .poll(async () => (await uploadOf(request, uploadId)).state, { timeout: 30_000 })
      .toBe('done');
    await changeTypeAndSave('Text');
    await expect(offer).toBeVisible();
  } finally {
    await files.remove();
  }
});
